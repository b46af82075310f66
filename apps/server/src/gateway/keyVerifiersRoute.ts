import { firebaseVerifier, parseRequest } from '@tessera/service-kit'
import type { FastifyInstance } from 'fastify'
import type { AppLogins } from '../apps/appSettings.js'
import { socialVerifierOf } from '../auth/socialProviderFor.js'
import type { ServerContext } from '../ServerContext.js'
import { appIdParams, requireApp } from './requireApp.js'

/**
 * `GET /api/v1/key-verifiers/{appId}`: what a key node needs to check an app's OpenID ID tokens
 * itself (ARCHITECTURE trust model): the app's keyspace and, per OIDC issuer (Google, Apple, any
 * issuer), the login name hosts use, the login token `verifier` and the audience (client id); the
 * OAuth 2 providers' names and verifiers (the wallet maps `getPublicKey(id, 'github')` with them);
 * and the app's own JWT issuers (custom verifiers, Firebase) with the keys they publish. Nothing
 * secret: the node fetches every key from its issuer, never from here.
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
                name: provider.name,
                verifier: socialVerifierOf(provider),
                issuer: provider.issuer,
                audience: provider.clientId,
              },
            ],
      ),
      // Plain OAuth 2 identities are vouched for by the auth service's login token only.
      oauth2: found.logins.social.flatMap((provider) =>
        provider.kind === 'oauth2'
          ? [{ name: provider.name, verifier: socialVerifierOf(provider) }]
          : [],
      ),
      // The app's own JWTs; never in the global keyspace, where they could claim another app's user.
      appTokens: found.global ? [] : appTokenVerifiersOf(found.logins),
    }
  })
}

/** The app's custom verifiers and Firebase project, under the verifiers login tokens name them by. */
function appTokenVerifiersOf(logins: AppLogins) {
  return [
    ...logins.custom.map(({ name, jwksUrl, issuer, audience, userIdClaim }) => ({
      name,
      verifier: `custom:${name}`,
      jwksUrl,
      issuer,
      audience,
      ...(userIdClaim ? { userIdClaim } : {}),
    })),
    ...(logins.firebase
      ? [
          {
            name: 'firebase',
            verifier: 'firebase',
            ...firebaseVerifier(
              logins.firebase.projectId,
              logins.firebase.jwksUrl ? { jwksUrl: logins.firebase.jwksUrl } : {},
            ),
          },
        ]
      : []),
  ]
}
