import { sha256Hex } from '@tessera/service-kit'
import type { Kysely } from 'kysely'
import type { NodeDatabase } from '../db/schema.js'
import { nodeError } from '../nodeErrors.js'
import { identityKey } from './authenticateKeyRequest.js'
import { RequestExpiredError } from './requestExpiredError.js'
import { markRequestServed } from './shareRoutes.js'
import type { LoginIdentity } from './verifyLoginToken.js'

/** How old a signed reshare or recovery request may be when it arrives. */
export const signedRequestMaxAgeMs = 5 * 60_000
/** How far ahead of the node's clock a client's may be. */
export const signedRequestClockSkewMs = 60_000

/**
 * The replay marks of a reshare or recovery request: once per login token and request id
 * (`markRequestServed`, as every key request), and once per identity, whatever login token
 * presents it, and only while fresh (security review finding 5, #16): the one-time key's and the wallet key's
 * signatures cover `issuedAt` and the request id, so a captured body replayed under a new token
 * (which whoever mints login tokens can bind to the same one-time key) is refused
 * `request_replayed` within `signedRequestMaxAgeMs`, and `request_expired` (with the node's time) after. The id is kept
 * in the database (`identity_requests`, made durable with the request's writes) as long as the
 * time alone would let it in.
 */
export async function markSignedRequestServed(
  trx: Kysely<NodeDatabase>,
  request: { readonly requestId: string; readonly issuedAt: number },
  identity: LoginIdentity,
) {
  await markRequestServed(trx, request, identity)
  const now = Date.now()
  if (
    request.issuedAt < now - signedRequestMaxAgeMs ||
    request.issuedAt > now + signedRequestClockSkewMs
  )
    throw new RequestExpiredError(now)
  const inserted = await trx
    .insertInto('identity_requests')
    .values({
      request_hash: sha256Hex(`${identityKey(identity)}:${request.requestId}`),
      expires_at: request.issuedAt + signedRequestMaxAgeMs,
    })
    .onConflict((conflict) => conflict.column('request_hash').doNothing())
    .executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) throw nodeError('request_replayed')
}
