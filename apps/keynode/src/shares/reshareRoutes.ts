import type { Hex } from '@tessera/keys'
import { parseRequest, sweepExpired } from '@tessera/service-kit'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { NodeContext } from '../NodeContext.js'
import { nodeError } from '../nodeErrors.js'
import { authenticateKeyRequest, shareRowOf } from './authenticateKeyRequest.js'
import { markSignedRequestServed } from './markSignedRequestServed.js'
import { type ReshareInput, reshareChecks, reshareMessageOf } from './reshareChecks.js'
import { audit } from './shareRoutes.js'

/** How long a reshare's answer waits for the old share's bytes to be erased (see below). */
const eraseAnswerWaitMs = 1_000

const hex = (pattern: string, what: string) => z.string().regex(new RegExp(`^0x${pattern}$`), what)
const point = hex('[0-9a-f]{64,66}', 'must be a point')

const reshareBody = z.object({
  token: z.string().min(1).max(8_192),
  clientPublicKey: hex('04[0-9a-fA-F]{128}', 'must be an uncompressed secp256k1 public key'),
  requestId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16-64 letters, digits, - or _'),
  /** When the client signed the request (Unix ms). */
  issuedAt: z.number().int().positive(),
  /** The one-time key's signature of `reshareRequestMessage`, as for share requests. */
  proof: hex('[0-9a-fA-F]{130}', 'must be a 65-byte signature'),
  /** The wallet key's signature of the same text (`signWithWalletKey`). */
  keySignature: hex('[0-9a-fA-F]{128}', 'must be a 64-byte signature'),
  share: z.object({
    value: hex('[0-9a-f]{64}', 'must be a 32-byte scalar'),
    commitments: z.array(point).min(1).max(16),
  }),
  factorCommitments: z.array(point).length(2),
  /** The line the client saw at this node: none before MFA. */
  previousFactorCommitments: z.union([z.array(point).length(0), z.array(point).length(2)]),
  appId: z
    .string()
    .regex(/^[0-9a-f]{40}$/)
    .optional(),
  curve: z.enum(['secp256k1', 'ed25519']).optional(),
})

/**
 * `POST /v1/reshare` (issue #16, MFA setup): replaces this node's share of an identity's key by
 * its share of the network factor. Authenticated as `POST /v1/share` is (token, one-time key
 * proof, rate limits, replay mark, audit) and, beyond that, signed by the wallet key itself, fresh
 * and once per identity (`markSignedRequestServed`). Taken only while the node holds the line
 * the client saw (`mfa_line_changed`) and once the sealed recovery factor of the new line is
 * stored here (`recovery_not_stored`), so a node never holds a line it cannot help restore. The
 * old share is overwritten in place: no row keeps it. The wallet's public key stays; the factor
 * line's commitments are kept beside it, and MFA stays on for good. The node answers once the old
 * share's bytes are out of the database's files as well (`eraseReplacedShares`).
 */
export function reshareRoutes(app: FastifyInstance, context: NodeContext) {
  const { db, config } = context

  app.post('/v1/reshare', async (request) => {
    const body = parseRequest(reshareBody, request.body)
    const proposalOf = (curve: ReshareInput['curve']) => ({
      nodeIndex: config.nodeIndex,
      requestId: body.requestId,
      issuedAt: body.issuedAt,
      curve,
      share: { value: body.share.value as Hex, commitments: body.share.commitments as Hex[] },
      factorCommitments: body.factorCommitments as Hex[],
      previousFactorCommitments: body.previousFactorCommitments as Hex[],
      keySignature: body.keySignature as Hex,
    })
    const identity = await authenticateKeyRequest(context, { ip: request.ip, body }, (verified) =>
      reshareMessageOf(proposalOf(verified.curve)),
    )
    const proposal = proposalOf(identity.curve)
    const ofIdentity = shareRowOf(identity)
    const held = await db
      .selectFrom('shares')
      .select(['public_key', 'commitments', 'mfa_commitments', 'mfa_enabled_at'])
      .where((eb) => eb.and(ofIdentity))
      .executeTakeFirst()
    if (!held) throw nodeError('share_not_found')
    const input: ReshareInput = {
      ...proposal,
      held: {
        publicKey: held.public_key as Hex,
        commitments: JSON.parse(held.commitments) as Hex[],
        isMfaOn: held.mfa_enabled_at !== null,
        factorCommitments: JSON.parse(held.mfa_commitments ?? '[]') as Hex[],
      },
    }
    for (const check of reshareChecks) {
      const refusal = check(input)
      if (refusal) throw nodeError(refusal)
    }
    await sweepExpired(db as Kysely<unknown>, 'used_requests')
    await sweepExpired(db as Kysely<unknown>, 'identity_requests')
    const line = JSON.stringify(proposal.factorCommitments)

    await context.inTransaction(async (trx) => {
      await markSignedRequestServed(trx, body, identity)
      // Overwrites the old share in place: the row, not a flag, is what changes. The public key
      // and the line read in the WHERE make it a compare-and-swap: a concurrent reshare that got
      // there first leaves this one nothing to update.
      const updated = await trx
        .updateTable('shares')
        .set({
          value_ciphertext: context.cipher.seal(proposal.share.value),
          commitments: JSON.stringify(proposal.share.commitments),
          mfa_commitments: line,
          mfa_enabled_at: held.mfa_enabled_at ?? Date.now(),
        })
        .where((eb) => eb.and(ofIdentity))
        .where('public_key', '=', held.public_key)
        .where((eb) =>
          held.mfa_commitments === null
            ? eb('mfa_commitments', 'is', null)
            : eb('mfa_commitments', '=', held.mfa_commitments),
        )
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) !== 1) throw nodeError('mfa_line_changed')
      // After the swap, so a reshare that lost the race is told so (a winner's reshare deletes
      // the loser's envelope); refusing here rolls the swap back.
      const sealed = await trx
        .selectFrom('mfa_recovery')
        .select('factor_commitments')
        .where((eb) => eb.and({ ...ofIdentity, factor_commitments: line }))
        .executeTakeFirst()
      if (!sealed) throw nodeError('recovery_not_stored')
      // The envelopes of other lines (the old one, setups that lost) can open nothing here now.
      await trx
        .deleteFrom('mfa_recovery')
        .where((eb) => eb.and(ofIdentity))
        .where('factor_commitments', '!=', line)
        .execute()
      await audit(trx, 'reshare', identity, request.ip)
    })
    await context.makeDurable()
    // The old share's bytes: out of SQLite's log and free pages, or PostgreSQL's heap. The reshare
    // committed, so the answer waits for that at most `eraseAnswerWaitMs`, well inside a client's
    // timeout (a client that gave up would count a node that moved to the new line as failed);
    // the erasure goes on after it. One that could not finish (the log kept busy by other
    // workers, a failed vacuum) is logged; the next reshare erases them.
    const erased = context.eraseReplacedShares().then((done) => {
      if (!done)
        request.log.warn('the replaced share may stay in the database files until the next reshare')
    })
    let waited: NodeJS.Timeout | undefined
    await Promise.race([
      erased,
      new Promise((resolve) => (waited = setTimeout(resolve, eraseAnswerWaitMs))),
    ])
    clearTimeout(waited)
    return {
      index: config.nodeIndex,
      curve: identity.curve,
      commitments: proposal.share.commitments,
      publicKey: held.public_key,
      mfa: { factorCommitments: proposal.factorCommitments },
    }
  })
}
