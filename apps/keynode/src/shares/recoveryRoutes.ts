import { createHash, timingSafeEqual } from 'node:crypto'
import {
  encryptForPublicKey,
  type Hex,
  isSignedByWalletKey,
  parseSealedRecoveryFactor,
  recoveryRequestMessage,
} from '@tessera/keys'
import {
  nativeKeyAgreement,
  nativeSymmetricSeal,
  parseRequest,
  sweepExpired,
} from '@tessera/service-kit'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { NodeContext } from '../NodeContext.js'
import { nodeError, nodeErrors } from '../nodeErrors.js'
import { authenticateKeyRequest, shareRowOf } from './authenticateKeyRequest.js'
import { markSignedRequestServed } from './markSignedRequestServed.js'
import { audit } from './shareRoutes.js'

/** Wrong verifier tags an identity may present (since its last right one) before the lock. */
export const recoveryAttemptLimit = 5

const hex = (pattern: string, what: string) => z.string().regex(new RegExp(`^0x${pattern}$`), what)
const point = hex('[0-9a-f]{64,66}', 'must be a point')

const recoveryBody = z.object({
  token: z.string().min(1).max(8_192),
  clientPublicKey: hex('04[0-9a-fA-F]{128}', 'must be an uncompressed secp256k1 public key'),
  requestId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16-64 letters, digits, - or _'),
  /** When the client signed the request (Unix ms). */
  issuedAt: z.number().int().positive(),
  /** The one-time key's signature of `recoveryRequestMessage`. */
  proof: hex('[0-9a-fA-F]{130}', 'must be a 65-byte signature'),
  mode: z.enum(['store', 'params', 'open']),
  /** `store`: the sealed recovery factor, as JSON text (signed as sent). */
  envelope: z.string().max(4_096).optional(),
  /** `store` and `open`: this node's verifier tag. */
  verifierTag: hex('[0-9a-f]{64}', 'must be 32 bytes').optional(),
  /** `store`: the factor line [K, A] the envelope belongs to. */
  factorCommitments: z.array(point).length(2).optional(),
  /** `store`: the wallet key's signature of the same text. */
  keySignature: hex('[0-9a-fA-F]{128}', 'must be a 64-byte signature').optional(),
  appId: z
    .string()
    .regex(/^[0-9a-f]{40}$/)
    .optional(),
  curve: z.enum(['secp256k1', 'ed25519']).optional(),
})

/**
 * `POST /v1/recovery` (issue #16): keeps an identity's sealed recovery factor and releases it only
 * to whoever presents the verifier tag derived from the right PIN or answers, counting wrong tags
 * per identity in the database (so the limit holds across devices, workers and restarts): after
 * `recoveryAttemptLimit` wrong ones it refuses every attempt (`recovery_locked`). Authenticated as
 * `POST /v1/share` is, fresh and once per identity (`markSignedRequestServed`); storing also needs
 * the wallet key's signature, so a login token alone (the auth service) cannot replace the
 * envelope or reset the count.
 *
 * - `store` { envelope, verifierTag, factorCommitments, keySignature }: replaces the identity's
 *   envelope and tag **of that factor line**, count 0; envelopes of other lines stay. Needs the
 *   identity's share row (its public key checks `keySignature` and starts the line). MFA setup
 *   stores before it reshares (`POST /v1/reshare` refuses a line without one).
 * - `params`: the envelope of the line the node holds now, without its ciphertext (curve, kind,
 *   KDF settings and salt, IV), which the client needs to derive the tag; no attempt is counted.
 * - `open` { verifierTag }: that envelope encrypted to the one-time key, or a counted refusal.
 */
export function recoveryRoutes(app: FastifyInstance, context: NodeContext) {
  const { db, config } = context

  app.post('/v1/recovery', async (request, reply) => {
    const body = parseRequest(recoveryBody, request.body)
    // One text for both signatures: the one-time key's, and for `store` the wallet key's.
    const message = recoveryRequestMessage({
      nodeIndex: config.nodeIndex,
      mode: body.mode,
      requestId: body.requestId,
      issuedAt: body.issuedAt,
      envelope: body.envelope,
      verifierTag: body.verifierTag as Hex | undefined,
      factorCommitments: body.factorCommitments as Hex[] | undefined,
    })
    const identity = await authenticateKeyRequest(context, { ip: request.ip, body }, () => message)
    const clientPublicKey = body.clientPublicKey as Hex
    const ofIdentity = shareRowOf(identity)
    await sweepExpired(db as Kysely<unknown>, 'used_requests')
    await sweepExpired(db as Kysely<unknown>, 'identity_requests')

    if (body.mode === 'store') {
      const { envelope, verifierTag, factorCommitments, keySignature } = body
      if (
        envelope === undefined ||
        verifierTag === undefined ||
        factorCommitments === undefined ||
        keySignature === undefined
      )
        throw nodeError('recovery_invalid')
      const held = await db
        .selectFrom('shares')
        .select('public_key')
        .where((eb) => eb.and(ofIdentity))
        .executeTakeFirst()
      if (!held) throw nodeError('share_not_found')
      if (
        !isSignedByWalletKey({
          curve: identity.curve,
          publicKey: held.public_key as Hex,
          message,
          signature: keySignature,
        })
      )
        throw nodeError('proof_invalid')
      if (!isEnvelopeOf(envelope, identity.curve)) throw nodeError('recovery_invalid')
      // The line starts at the wallet's key: an envelope is stored for a line of this wallet only.
      if (factorCommitments[0] !== held.public_key.toLowerCase())
        throw nodeError('recovery_invalid')
      const row = {
        ...ofIdentity,
        factor_commitments: JSON.stringify(factorCommitments),
        envelope_ciphertext: context.cipher.seal(envelope),
        verifier_ciphertext: context.cipher.seal(verifierTag),
        failed_attempts: 0,
        updated_at: Date.now(),
      }
      await context.inTransaction(async (trx) => {
        await markSignedRequestServed(trx, body, identity)
        await trx
          .insertInto('mfa_recovery')
          .values(row)
          .onConflict((conflict) =>
            conflict
              .columns(['keyspace', 'verifier', 'user_id', 'curve', 'factor_commitments'])
              .doUpdateSet({
                envelope_ciphertext: row.envelope_ciphertext,
                verifier_ciphertext: row.verifier_ciphertext,
                failed_attempts: 0,
                updated_at: row.updated_at,
              }),
          )
          .execute()
        await audit(trx, 'recovery_store', identity, request.ip)
      })
      await context.makeDurable()
      return { index: config.nodeIndex, stored: true }
    }

    // Only the envelope of the line the node holds: one stored for a setup that has not reached
    // this node (or never will) opens nothing here.
    const current = await db
      .selectFrom('shares')
      .select('mfa_commitments')
      .where((eb) => eb.and(ofIdentity))
      .executeTakeFirst()
    const ofLine = { ...ofIdentity, factor_commitments: current?.mfa_commitments ?? '' }
    const held = await db
      .selectFrom('mfa_recovery')
      .selectAll()
      .where((eb) => eb.and(ofLine))
      .executeTakeFirst()
    if (!held) throw nodeError('recovery_not_found')
    if (held.failed_attempts >= recoveryAttemptLimit) throw nodeError('recovery_locked')
    const envelope = context.cipher.open(held.envelope_ciphertext)

    if (body.mode === 'params') {
      await context.inTransaction((trx) => markSignedRequestServed(trx, body, identity))
      const { ciphertext: _withheld, ...params } = JSON.parse(envelope) as Record<string, unknown>
      return { index: config.nodeIndex, params }
    }

    if (body.verifierTag === undefined) throw nodeError('recovery_invalid')
    const isRight = sameSecret(body.verifierTag, context.cipher.open(held.verifier_ciphertext))
    // Every attempt takes one of the limited tries before its tag counts, in one statement, so
    // attempts sent at once cannot pass the limit together; a right tag then gives the tries back.
    // The count and the replay mark are made durable before answering: a crash forgets nothing.
    const { isReleased, attemptsLeft } = await context.inTransaction(async (trx) => {
      await markSignedRequestServed(trx, body, identity)
      const claimed = await trx
        .updateTable('mfa_recovery')
        .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
        .where((eb) => eb.and(ofLine))
        .where('failed_attempts', '<', recoveryAttemptLimit)
        .returning('failed_attempts')
        .executeTakeFirst()
      const released = claimed !== undefined && isRight
      await audit(trx, released ? 'recovery_release' : 'recovery_refused', identity, request.ip)
      if (!released)
        return {
          isReleased: false,
          attemptsLeft: claimed ? recoveryAttemptLimit - claimed.failed_attempts : 0,
        }
      await trx
        .updateTable('mfa_recovery')
        .set({ failed_attempts: 0 })
        .where((eb) => eb.and(ofLine))
        .execute()
      return { isReleased: true, attemptsLeft: recoveryAttemptLimit }
    })
    await context.makeDurable()
    if (!isReleased) {
      const code = attemptsLeft > 0 ? 'recovery_secret_wrong' : 'recovery_locked'
      return reply.status(nodeErrors[code].status).send({
        error: { code, message: nodeErrors[code].message, attemptsLeft },
      })
    }
    const sealed = await encryptForPublicKey(clientPublicKey, new TextEncoder().encode(envelope), {
      keyAgreement: nativeKeyAgreement,
      symmetricSeal: nativeSymmetricSeal,
    })
    return { index: config.nodeIndex, envelope: sealed }
  })
}

function isEnvelopeOf(text: string, curve: string): boolean {
  try {
    return parseSealedRecoveryFactor(JSON.parse(text)).curve === curve
  } catch {
    return false
  }
}

/** Constant-time comparison of two secrets of any length (compared as SHA-256 digests). */
function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(a), digest(b))
}
