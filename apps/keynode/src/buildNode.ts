import { nodeAnswerMessage, nodeSignatureHeader } from '@tessera/keys'
import {
  applyCors,
  jsonErrorHandler,
  probeRoutes,
  requestLogSummary,
  trustProxyOption,
} from '@tessera/service-kit'
import Fastify, { type FastifyInstance } from 'fastify'
import type { NodeContext } from './NodeContext.js'
import { publicKeyRoutes } from './shares/publicKeyRoutes.js'
import { recoveryRoutes } from './shares/recoveryRoutes.js'
import { reshareRoutes } from './shares/reshareRoutes.js'
import { shareRoutes } from './shares/shareRoutes.js'
import { watchPinnedVerifiers } from './verifiers/watchPinnedVerifiers.js'

const bodyLimitBytes = 32 * 1_024
/** Answers bound to a request id (share, reshare, recovery) or to the query (public key). */
const signedPaths = new Set(['/v1/share', '/v1/reshare', '/v1/recovery', '/v1/public-key'])

/** The key node's HTTP API; logs never carry tokens, shares or proofs. */
export function buildNode(context: NodeContext): FastifyInstance {
  const app = Fastify({
    logger: {
      level: context.config.logLevel,
      redact: [
        'req.headers.authorization',
        '*.token',
        '*.proof',
        '*.share',
        '*.value',
        '*.envelope',
        '*.verifierTag',
        '*.keySignature',
      ],
      serializers: { req: requestLogSummary },
    },
    bodyLimit: bodyLimitBytes,
    // Only the configured proxies may set the client address (X-Forwarded-For): trusting every
    // sender let a client pick the address its per-IP limits count (issue #15 finding 7).
    trustProxy: trustProxyOption(context.config.trustProxy),
  })
  app.setErrorHandler(jsonErrorHandler)
  // Shares are asked for by the wallet page itself (ARCHITECTURE: the key exists only there).
  const isWallet = (origin: string) => origin === context.config.walletOrigin
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return
    applyCors(request, reply, isWallet)
    reply.header('access-control-expose-headers', nodeSignatureHeader)
  })
  signAnswers(app, context)
  app.options('*', async (request, reply) => {
    applyCors(request, reply, isWallet)
  })
  // The serial shows an operator which signed verifier config the node has taken.
  probeRoutes(app, {
    health: () => ({
      ok: true,
      index: context.config.nodeIndex,
      verifierConfigSerial: context.verifiers.current().serial,
    }),
    checks: context.readinessChecks,
  })
  // What an operator publishes in the network config; clients never take it from here.
  app.get('/v1/node', async () => ({
    index: context.config.nodeIndex,
    publicKey: context.identity.publicKey,
  }))
  shareRoutes(app, context)
  publicKeyRoutes(app, context)
  reshareRoutes(app, context)
  recoveryRoutes(app, context)
  watchPinnedVerifiers(app, context.verifiers)
  return app
}

/**
 * Signs every answer about shares and public keys, errors included (a forged "no share" could
 * make a client deal a new key): the share request's id or the public-key query ties it to its
 * request (`nodeAnswerMessage`).
 */
function signAnswers(app: FastifyInstance, context: NodeContext) {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0]
    if (typeof payload !== 'string' || !signedPaths.has(path ?? '')) return payload
    const { requestId } = (request.body ?? {}) as { requestId?: unknown }
    const query = request.url.split('?')[1] ?? ''
    const binding =
      path === '/v1/public-key' ? query : typeof requestId === 'string' ? requestId : ''
    const message = nodeAnswerMessage({
      nodeIndex: context.config.nodeIndex,
      binding,
      body: payload,
    })
    reply.header(nodeSignatureHeader, await context.identity.sign(message))
    return payload
  })
}
