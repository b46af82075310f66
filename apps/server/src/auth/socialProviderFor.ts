import type { AppLogins } from '../apps/appSettings.js'
import { ApiError } from '../http/ApiError.js'

/** One provider an app signs users in with (`logins.social` entry, SPEC §1). */
export type SocialProvider = AppLogins['social'][number]

/** An OpenID Connect issuer: the identity is a verified ID token (third-party-apis §9). */
export type OidcSocialProvider = Exclude<SocialProvider, { kind: 'oauth2' | 'apple' }>

/** Sign in with Apple: OIDC with a signed client secret and form_post (third-party-apis §9). */
export type AppleSocialProvider = Extract<SocialProvider, { kind: 'apple' }>

/** A plain OAuth 2 preset: the identity comes from its user-info API (third-party-apis §9). */
export type Oauth2SocialProvider = Extract<SocialProvider, { kind: 'oauth2' }>

/**
 * The app's social provider named `name` (the login kind hosts pass, SPEC §2 `/:appId/v2/init/`),
 * or `login_not_enabled` when the app has none by that name.
 */
export function socialProviderFor(logins: AppLogins, name: string): SocialProvider {
  const provider = logins.social.find((candidate) => candidate.name === name)
  if (!provider) throw new ApiError('login_not_enabled')
  return provider
}

/**
 * The login token's `verifier` for a social provider: its trust root, not the name an app gave
 * it, so that in the shared `global` keyspace one app cannot mint another's users by naming its
 * own issuer "google". OIDC and Apple (an OIDC issuer too): the issuer URL; OAuth 2: the preset
 * (and its host when overridden).
 */
export function socialVerifierOf(provider: SocialProvider): string {
  if (provider.kind === 'oauth2')
    return provider.baseUrl
      ? `oauth2:${provider.preset}@${provider.baseUrl}`
      : `oauth2:${provider.preset}`
  return `oidc:${provider.issuer.replace(/\/+$/, '')}`
}
