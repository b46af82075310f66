import { parseRequest } from '@tessera/service-kit'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { NodeContext } from '../NodeContext.js'
import { nodeError } from '../nodeErrors.js'
import { enforceNodeIpLimit } from './enforceNodeLimit.js'
import { nodeRateLimits } from './nodeRateLimits.js'

const publicKeyQuery = z.object({
  keyspace: z.string().min(1).max(64),
  verifier: z.string().min(1).max(300),
  userId: z.string().min(1).max(256),
  curve: z.enum(['secp256k1', 'ed25519']),
})

/**
 * `GET /v1/public-key`: the public key (Feldman C_0) of an identity's key, for HOST-PROTOCOL §C
 * `getPublicKey(id, verifier)` (sending to someone by their login). Public data, but rate limited
 * per client address, since it tells whether an identity has a wallet.
 */
export function publicKeyRoutes(app: FastifyInstance, context: NodeContext) {
  app.get('/v1/public-key', async (request) => {
    const query = parseRequest(publicKeyQuery, request.query)
    await enforceNodeIpLimit(context, nodeRateLimits.publicKeyPerIp, request.ip)
    const row = await context.db
      .selectFrom('shares')
      .select(['public_key', 'commitments', 'mfa_commitments'])
      .where('keyspace', '=', query.keyspace)
      .where('verifier', '=', query.verifier)
      .where('user_id', '=', query.userId)
      .where('curve', '=', query.curve)
      .executeTakeFirst()
    if (!row) throw nodeError('share_not_found')
    // With MFA on, `commitments` are the network factor's deal; the factor line [K, A] starts with
    // the wallet's key, so clients (fetchPublicKey takes C_0) still get the same address.
    const commitments = row.mfa_commitments ?? row.commitments
    return { publicKey: row.public_key, commitments: JSON.parse(commitments) as string[] }
  })
}
