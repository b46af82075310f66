import { applyCors, jsonErrorHandler } from '@tessera/service-kit'
import Fastify, { type FastifyInstance } from 'fastify'
import type { NodeContext } from './NodeContext.js'
import { publicKeyRoutes } from './shares/publicKeyRoutes.js'
import { shareRoutes } from './shares/shareRoutes.js'

const bodyLimitBytes = 32 * 1_024

/** The key node's HTTP API; logs never carry tokens, shares or proofs. */
export function buildNode(context: NodeContext): FastifyInstance {
  const app = Fastify({
    logger: {
      level: context.config.logLevel,
      redact: ['req.headers.authorization', '*.token', '*.proof', '*.share', '*.value'],
    },
    bodyLimit: bodyLimitBytes,
    trustProxy: true,
  })
  app.setErrorHandler(jsonErrorHandler)
  // Shares are asked for by the wallet page itself (ARCHITECTURE: the key exists only there).
  const isWallet = (origin: string) => origin === context.config.walletOrigin
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'OPTIONS') applyCors(request, reply, isWallet)
  })
  app.options('*', async (request, reply) => {
    applyCors(request, reply, isWallet)
  })
  app.get('/health', async () => ({ ok: true, index: context.config.nodeIndex }))
  shareRoutes(app, context)
  publicKeyRoutes(app, context)
  return app
}
