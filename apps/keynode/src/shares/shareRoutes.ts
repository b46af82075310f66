import {
  encryptForPublicKey,
  publicKeyFromCommitments,
  shareRequestMessage,
  verifyShare,
} from '@tessera/keys'
import {
  nativeKeyAgreement,
  nativeSymmetricSeal,
  parseRequest,
  sha256Hex,
  sweepExpired,
  verifySecp256k1ShareNatively,
} from '@tessera/service-kit'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { NodeDatabase } from '../db/schema.js'
import type { NodeContext } from '../NodeContext.js'
import { nodeError } from '../nodeErrors.js'
import { authenticateKeyRequest, identityKey, shareRowOf } from './authenticateKeyRequest.js'
import type { LoginIdentity } from './verifyLoginToken.js'

const hex = (pattern: string, what: string) => z.string().regex(new RegExp(`^0x${pattern}$`), what)

const shareRequestBody = z.object({
  token: z.string().min(1).max(8_192),
  clientPublicKey: hex('04[0-9a-fA-F]{128}', 'must be an uncompressed secp256k1 public key'),
  requestId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16-64 letters, digits, - or _'),
  proof: hex('[0-9a-fA-F]{130}', 'must be a 65-byte signature'),
  mode: z.enum(['lookup', 'store']),
  proposal: z
    .object({
      value: hex('[0-9a-f]{64}', 'must be a 32-byte scalar'),
      commitments: z.array(hex('[0-9a-f]{64,66}', 'must be a point')).min(1).max(16),
    })
    .optional(),
  /** With an ID token or an app JWT (not a login token): the app it signs in to, the curve. */
  appId: z
    .string()
    .regex(/^[0-9a-f]{40}$/)
    .optional(),
  curve: z.enum(['secp256k1', 'ed25519']).optional(),
})

type ShareRequest = z.infer<typeof shareRequestBody>

/**
 * `POST /v1/share`: releases this node's share of the identity a login token names, encrypted to
 * the client's one-time key, or (mode `store`, first login) stores a proposed share if the node
 * holds none, atomically; either way it answers the share it holds, so two devices creating a key
 * at once end up with the same one.
 */
export function shareRoutes(app: FastifyInstance, context: NodeContext) {
  const { db, config } = context

  app.post('/v1/share', async (request) => {
    const body = parseRequest(shareRequestBody, request.body)
    const identity = await authenticateKeyRequest(context, { ip: request.ip, body }, () =>
      shareRequestMessage({
        nodeIndex: config.nodeIndex,
        mode: body.mode,
        requestId: body.requestId,
        proposal: body.proposal as Parameters<typeof shareRequestMessage>[0]['proposal'],
      }),
    )
    const proposed = body.mode === 'store' ? proposedShare(context, body, identity) : undefined
    await sweepExpired(db as Kysely<unknown>, 'used_requests')

    // The replay mark, the store and the audit entry stand or fall together (on SQLite in the
    // transaction of this turn's requests).
    const row = await context.inTransaction(async (trx) => {
      await markRequestServed(trx, body, identity)
      if (proposed)
        await trx
          .insertInto('shares')
          .values(proposed)
          .onConflict((conflict) =>
            conflict.columns(['keyspace', 'verifier', 'user_id', 'curve']).doNothing(),
          )
          .execute()
      const held = await trx
        .selectFrom('shares')
        .selectAll()
        .where((eb) => eb.and(shareRowOf(identity)))
        .executeTakeFirst()
      await audit(trx, proposed ? 'store' : held ? 'release' : 'miss', identity, request.ip)
      return held
    })
    // Replay marks and audit entries may wait for the next sync of the log; a share may not.
    if (proposed) await context.makeDurable()
    if (!row) throw nodeError('share_not_found')
    const value = context.cipher.open(row.value_ciphertext)
    const sealed = await encryptForPublicKey(
      body.clientPublicKey as `0x${string}`,
      new TextEncoder().encode(JSON.stringify({ index: row.share_index, value })),
      { keyAgreement: nativeKeyAgreement, symmetricSeal: nativeSymmetricSeal },
    )
    return {
      index: row.share_index,
      curve: row.curve,
      share: sealed,
      commitments: JSON.parse(row.commitments) as string[],
      publicKey: row.public_key,
      // MFA on (issue #16): the share is of the network factor; the client needs a second factor.
      ...(row.mfa_commitments
        ? { mfa: { factorCommitments: JSON.parse(row.mfa_commitments) as string[] } }
        : {}),
    }
  })
}

/** Each signed request is served once: a second one with the same token and id is refused. */
export async function markRequestServed(
  trx: Kysely<NodeDatabase>,
  body: Pick<ShareRequest, 'requestId'>,
  identity: LoginIdentity,
) {
  const inserted = await trx
    .insertInto('used_requests')
    .values({
      request_hash: sha256Hex(`${identity.jti}:${body.requestId}`),
      expires_at: identity.exp * 1_000,
    })
    .onConflict((conflict) => conflict.column('request_hash').doNothing())
    .executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) throw nodeError('request_replayed')
}

/** The row of a proposed share, once it verifies against its commitments; sealed at rest. */
function proposedShare(context: NodeContext, body: ShareRequest, identity: LoginIdentity) {
  const proposal = body.proposal
  if (!proposal) throw nodeError('proposal_invalid')
  const commitments = proposal.commitments as `0x${string}`[]
  const share = { index: context.config.nodeIndex, value: proposal.value as `0x${string}` }
  const publicKey = verifiedPublicKey(identity.curve, share, commitments)
  if (!publicKey) throw nodeError('proposal_invalid')
  return {
    keyspace: identity.keyspace,
    verifier: identity.verifier,
    user_id: identity.sub,
    curve: identity.curve,
    share_index: share.index,
    value_ciphertext: context.cipher.seal(share.value),
    commitments: JSON.stringify(commitments),
    public_key: publicKey,
    created_at: Date.now(),
  }
}

/**
 * The key's public key when the proposed share verifies against the deal's commitments. On
 * secp256k1 the native check has parsed C_0 as a compressed point: it is the public key as sent.
 */
function verifiedPublicKey(
  curve: LoginIdentity['curve'],
  share: { index: number; value: `0x${string}` },
  commitments: `0x${string}`[],
): `0x${string}` | undefined {
  if (curve === 'secp256k1')
    return verifySecp256k1ShareNatively({ ...share, commitments }) ? commitments[0] : undefined
  return verifyShare({ curve, share, commitments })
    ? publicKeyFromCommitments({ curve, commitments })
    : undefined
}

/** Audit entry with hashed identity and IP: who was served, never what. */
export async function audit(
  trx: Kysely<NodeDatabase>,
  action:
    | 'store'
    | 'release'
    | 'miss'
    | 'reshare'
    | 'recovery_store'
    | 'recovery_release'
    | 'recovery_refused',
  identity: LoginIdentity,
  ip: string,
) {
  await trx
    .insertInto('share_audit')
    .values({
      at: Date.now(),
      action,
      keyspace: identity.keyspace,
      verifier: identity.verifier,
      user_hash: sha256Hex(identityKey(identity)),
      ip_hash: sha256Hex(ip),
    })
    .execute()
}
