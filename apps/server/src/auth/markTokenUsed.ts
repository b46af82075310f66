import { createHash } from 'node:crypto'
import { ApiError } from '../http/ApiError.js'
import type { ServerContext } from '../ServerContext.js'

/**
 * Records a presented token (an app JWT, a Telegram login, a link) as used until it expires,
 * and throws `token_replayed` when it was used before. Atomic: the primary key decides.
 */
export async function markTokenUsed(context: ServerContext, token: string, expiresAtMs: number) {
  const tokenHash = createHash('sha256').update(token).digest('hex')
  const now = Date.now()
  await context.db.deleteFrom('used_tokens').where('expires_at', '<', now).execute()
  const inserted = await context.db
    .insertInto('used_tokens')
    .values({ token_hash: tokenHash, expires_at: expiresAtMs })
    .onConflict((conflict) => conflict.column('token_hash').doNothing())
    .executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) throw new ApiError('token_replayed')
}
