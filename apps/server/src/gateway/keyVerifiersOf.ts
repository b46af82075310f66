import { type AppVerifiers, firebaseVerifier } from '@tessera/service-kit'
import type { App, AppLogins } from '../apps/appSettings.js'
import { socialVerifierOf } from '../auth/socialProviderFor.js'

/**
 * An app's public login settings as key nodes pin them (docs/key-network.md) and the gateway
 * serves them: the keyspace; the verifiers the auth service's login tokens may name (email,
 * SIWE, Telegram, OAuth 2 providers: logins only the service can check); per OIDC issuer
 * (Google, Apple, any issuer) the login name hosts use, the verifier and the audience (client
 * id); the OAuth 2 providers' names (the wallet maps `getPublicKey(id, 'github')` with them); and
 * the app's own JWT issuers (custom verifiers, Firebase) with the keys they publish. Nothing
 * secret: a node fetches every key from its issuer.
 */
export function keyVerifiersOf(app: App): AppVerifiers {
  const { logins } = app
  const oauth2 = logins.social.flatMap((provider) =>
    provider.kind === 'oauth2'
      ? [{ name: provider.name, verifier: socialVerifierOf(provider) }]
      : [],
  )
  return {
    keyspace: app.global ? 'global' : app.id,
    loginTokenVerifiers: [
      ...(logins.passwordless ? ['passwordless'] : []),
      ...(logins.siwe ? ['siwe'] : []),
      // Telegram trusts the app's own bot: never in the shared global keyspace (issueTokenFor).
      ...(logins.telegram && !app.global ? ['telegram'] : []),
      ...oauth2.map(({ verifier }) => verifier),
    ],
    oidc: logins.social.flatMap((provider) =>
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
    oauth2,
    // The app's own JWTs; never in the global keyspace, where they could claim another app's user.
    appTokens: app.global ? [] : appTokenVerifiersOf(logins),
  }
}

/** The app's custom verifiers and Firebase project, under the verifiers login tokens name them by. */
function appTokenVerifiersOf(logins: AppLogins): AppVerifiers['appTokens'] {
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
