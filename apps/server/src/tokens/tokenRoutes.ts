import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../ServerContext.js'

const jwksCacheS = 300

/** Publishes the login-token verification key so key nodes can check tokens themselves. */
export function tokenRoutes(app: FastifyInstance, context: ServerContext) {
  app.get('/.well-known/jwks.json', async (_, reply) => {
    reply.header('cache-control', `public, max-age=${jwksCacheS}`)
    return { keys: [context.signingKey.publicJwk] }
  })
}
