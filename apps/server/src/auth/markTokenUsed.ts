import { sha256Hex, sweepExpired } from '@tessera/service-kit'
import type { Kysely } from 'kysely'
import { ApiError } from '../http/ApiError.js'
import type { ServerContext } from '../ServerContext.js'

/**
 * Records a presented credential as used until it expires, and throws `token_replayed` when it
 * was used before. `key` must name the credential, not its encoding (see `jwtReplayKey`): two
 * spellings of one token are one token. Atomic: the primary key decides.
 */
export async function markTokenUsed(context: ServerContext, key: string, expiresAtMs: number) {
  const tokenHash = sha256Hex(key)
  await sweepExpired(context.db as Kysely<unknown>, 'used_tokens')
  const inserted = await context.db
    .insertInto('used_tokens')
    .values({ token_hash: tokenHash, expires_at: expiresAtMs })
    .onConflict((conflict) => conflict.column('token_hash').doNothing())
    .executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) throw new ApiError('token_replayed')
}
