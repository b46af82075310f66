import type { Hex } from '@tessera/keys'
import {
  addressOfPublicKey,
  isSignedByPublicKey,
  parseRequest,
  sweepExpired,
} from '@tessera/service-kit'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { NodeContext } from '../NodeContext.js'
import { nodeError } from '../nodeErrors.js'
import { enforceNodeLimit } from './enforceNodeLimit.js'
import { nodeRateLimits } from './nodeRateLimits.js'
import { type ReshareInput, reshareChecks, reshareMessageOf } from './reshareChecks.js'
import { audit, bindToFirstKey, identityKey, markRequestServed } from './shareRoutes.js'
import { verifyIdentityToken } from './verifyIdentityToken.js'

const hex = (pattern: string, what: string) => z.string().regex(new RegExp(`^0x${pattern}$`), what)
const point = hex('[0-9a-f]{64,66}', 'must be a point')

const reshareBody = z.object({
  token: z.string().min(1).max(8_192),
  clientPublicKey: hex('04[0-9a-fA-F]{128}', 'must be an uncompressed secp256k1 public key'),
  requestId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16-64 letters, digits, - or _'),
  /** The one-time key's signature of `reshareRequestMessage`, as for share requests. */
  proof: hex('[0-9a-fA-F]{130}', 'must be a 65-byte signature'),
  /** The wallet key's signature of the same text (`signWithWalletKey`). */
  keySignature: hex('[0-9a-fA-F]{128}', 'must be a 64-byte signature'),
  share: z.object({
    value: hex('[0-9a-f]{64}', 'must be a 32-byte scalar'),
    commitments: z.array(point).min(1).max(16),
  }),
  factorCommitments: z.array(point).length(2),
  appId: z
    .string()
    .regex(/^[0-9a-f]{40}$/)
    .optional(),
  curve: z.enum(['secp256k1', 'ed25519']).optional(),
})

/**
 * `POST /v1/reshare` (issue #16, MFA setup): replaces this node's share of an identity's key by
 * its share of the network factor. Authenticated as `POST /v1/share` is (token, one-time key
 * proof, rate limits, replay mark, audit) and, beyond that, signed by the wallet key itself. The
 * old share is overwritten in place: no row keeps it. The wallet's public key stays; the factor
 * line's commitments are kept beside it, and MFA stays on for good.
 */
export function reshareRoutes(app: FastifyInstance, context: NodeContext) {
  const { db, config } = context

  app.post('/v1/reshare', async (request) => {
    const body = parseRequest(reshareBody, request.body)
    const verified = await verifyIdentityToken(body.token, body, {
      authIssuer: config.authIssuer,
      authJwksUrl: config.authJwksUrl,
      verifiers: context.verifiers,
    })
    const clientPublicKey = body.clientPublicKey as Hex
    const proposal = {
      nodeIndex: config.nodeIndex,
      requestId: body.requestId,
      curve: verified.curve,
      share: { value: body.share.value as Hex, commitments: body.share.commitments as Hex[] },
      factorCommitments: body.factorCommitments as Hex[],
      keySignature: body.keySignature as Hex,
    }
    // The signed text needs no held row: check the one-time key before touching the database.
    if (!isSignedByPublicKey(reshareMessageOf(proposal), body.proof as Hex, clientPublicKey))
      throw nodeError('proof_invalid')
    const clientAddress = addressOfPublicKey(clientPublicKey)
    await Promise.all([
      enforceNodeLimit(context, nodeRateLimits.perIp, request.ip),
      enforceNodeLimit(context, nodeRateLimits.perIdentity, identityKey(verified)),
      enforceNodeLimit(context, nodeRateLimits.perToken, verified.jti),
    ])
    const identity =
      'nonce' in verified
        ? verified
        : { ...verified, nonce: await bindToFirstKey(context, verified, clientAddress) }
    if (identity.nonce !== clientAddress) throw nodeError('proof_invalid')

    const ofIdentity = {
      keyspace: identity.keyspace,
      verifier: identity.verifier,
      user_id: identity.sub,
      curve: identity.curve,
    }
    const held = await db
      .selectFrom('shares')
      .select(['public_key', 'commitments', 'mfa_enabled_at'])
      .where('keyspace', '=', ofIdentity.keyspace)
      .where('verifier', '=', ofIdentity.verifier)
      .where('user_id', '=', ofIdentity.user_id)
      .where('curve', '=', ofIdentity.curve)
      .executeTakeFirst()
    if (!held) throw nodeError('share_not_found')
    const input: ReshareInput = {
      ...proposal,
      held: {
        publicKey: held.public_key as Hex,
        commitments: JSON.parse(held.commitments) as Hex[],
        isMfaOn: held.mfa_enabled_at !== null,
      },
    }
    for (const check of reshareChecks) {
      const refusal = check(input)
      if (refusal) throw nodeError(refusal)
    }
    await sweepExpired(db as Kysely<unknown>, 'used_requests')

    await context.inTransaction(async (trx) => {
      await markRequestServed(trx, body, identity)
      // Overwrites the old share in place: the row, not a flag, is what changes. The public key
      // in the WHERE keeps a concurrent change of key from being overwritten.
      const updated = await trx
        .updateTable('shares')
        .set({
          value_ciphertext: context.cipher.seal(proposal.share.value),
          commitments: JSON.stringify(proposal.share.commitments),
          mfa_commitments: JSON.stringify(proposal.factorCommitments),
          mfa_enabled_at: held.mfa_enabled_at ?? Date.now(),
        })
        .where('keyspace', '=', ofIdentity.keyspace)
        .where('verifier', '=', ofIdentity.verifier)
        .where('user_id', '=', ofIdentity.user_id)
        .where('curve', '=', ofIdentity.curve)
        .where('public_key', '=', held.public_key)
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) !== 1) throw nodeError('share_not_found')
      await audit(trx, 'reshare', identity, request.ip)
    })
    await context.makeDurable()
    return {
      index: config.nodeIndex,
      curve: identity.curve,
      commitments: proposal.share.commitments,
      publicKey: held.public_key,
      mfa: { factorCommitments: proposal.factorCommitments },
    }
  })
}
