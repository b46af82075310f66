import {
  applyCors,
  jsonErrorHandler,
  probeRoutes,
  requestLogSummary,
  trustProxyOption,
} from '@tessera/service-kit'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { credRoutes } from './auth/credRoutes.js'
import { loginTokenRoutes } from './auth/loginTokenRoutes.js'
import { passwordlessRoutes } from './auth/passwordlessRoutes.js'
import { socialLoginRoutes } from './auth/socialLoginRoutes.js'
import { telegramRoutes } from './auth/telegramRoutes.js'
import { gatewayRoutes } from './gateway/gatewayRoutes.js'
import { keyVerifiersRoute } from './gateway/keyVerifiersRoute.js'
import { ApiError } from './http/ApiError.js'
import { corsPolicy } from './http/corsPolicy.js'
import type { ServerContext } from './ServerContext.js'
import { tokenRoutes } from './tokens/tokenRoutes.js'
import { walletPagesRoutes } from './walletPages/walletPagesRoutes.js'

const bodyLimitBytes = 64 * 1_024

/** Log paths that may hold secrets: never written in clear. */
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.privateKey',
  '*.token',
  '*.ciphertext',
  '*.signature',
  '*.otp',
  '*.code',
]

/** The HTTP server: every route of SPEC §7 behind CORS, parsing and one error format. */
export function buildServer(context: ServerContext): FastifyInstance {
  const options: FastifyServerOptions = {
    logger: {
      level: context.config.logLevel,
      redact: redactedLogPaths,
      serializers: { req: requestLogSummary },
    },
    bodyLimit: bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true },
    // Only the configured proxies may set the client address (X-Forwarded-For).
    trustProxy: trustProxyOption(context.config.trustProxy),
  }
  const app = Fastify(options)
  const walletOrigin = new URL(context.config.walletUrl).origin

  const isAllowed = async (url: string): Promise<(origin: string) => boolean> => {
    const policy = corsPolicy(url)
    if (policy.kind === 'public') return () => true
    if (policy.kind === 'wallet') return (origin) => origin === walletOrigin
    const found = /^[0-9a-f]{40}$/.test(policy.appId) ? await context.findApp(policy.appId) : null
    return (origin) => origin === walletOrigin || (found?.origins.includes(origin) ?? false)
  }

  const noOrigin = () => false
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return
    // Without an Origin (not a browser page's call) there is nothing to allow: no app lookup.
    const allowed = request.headers.origin === undefined ? noOrigin : await isAllowed(request.url)
    applyCors(request, reply, allowed)
  })
  app.options('*', async (request, reply) => {
    applyCors(request, reply, await isAllowed(request.url))
  })

  app.setErrorHandler(jsonErrorHandler)
  app.setNotFoundHandler((_, reply) => reply.status(404).send(new ApiError('not_found').toJSON()))

  probeRoutes(app, { health: () => ({ ok: true }), ...context.readiness })
  gatewayRoutes(app, context)
  keyVerifiersRoute(app, context)
  tokenRoutes(app, context)
  loginTokenRoutes(app, context)
  socialLoginRoutes(app, context)
  telegramRoutes(app, context)
  walletPagesRoutes(app, context)
  passwordlessRoutes(app, context)
  credRoutes(app, context)
  return app
}
