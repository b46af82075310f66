import { parseRequest } from '@tessera/service-kit'
import type { FastifyInstance } from 'fastify'
import { socialVerifierOf } from '../auth/socialProviderFor.js'
import type { ServerContext } from '../ServerContext.js'
import { appIdParams, requireApp } from './requireApp.js'

/**
 * `GET /api/v1/key-verifiers/{appId}`: what a key node needs to check an app's OpenID ID tokens
 * itself (ARCHITECTURE trust model): the app's keyspace and, per OIDC issuer (Google, Apple, any
 * issuer), the login token `verifier` and the audience (client id). Nothing secret: the node
 * fetches the issuer's keys from the issuer, never from here.
 */
export function keyVerifiersRoute(app: FastifyInstance, context: ServerContext) {
  app.get('/api/v1/key-verifiers/:appId', async (request) => {
    const { appId } = parseRequest(appIdParams, request.params)
    const found = await requireApp(context, appId)
    return {
      keyspace: found.global ? 'global' : found.id,
      oidc: found.logins.social.flatMap((provider) =>
        provider.kind === 'oauth2'
          ? []
          : [
              {
                verifier: socialVerifierOf(provider),
                issuer: provider.issuer,
                audience: provider.clientId,
              },
            ],
      ),
    }
  })
}
