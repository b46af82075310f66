import { ApiError } from '../http/ApiError.js'
import { oauth2Presets } from './oauth2Presets.js'
import { oauthTransportAllowed } from './oauthTransportAllowed.js'
import type { Oauth2SocialProvider } from './socialProviderFor.js'

/** Where the server talks to one app's OAuth 2 provider (third-party-apis §9). */
export type Oauth2Endpoints = {
  readonly authorizeUrl: string
  readonly tokenUrl: string
  readonly userInfoUrls: readonly string[]
}

/**
 * The preset's real URLs, or with `baseUrl` set, the same paths on that origin (a local
 * stand-in answers all three presets' paths, notes §0 stand-in rule). Plain http is allowed on
 * loopback only; anything else fails with `oauth_failed`, like an OIDC issuer.
 */
export function oauth2Endpoints(provider: Oauth2SocialProvider): Oauth2Endpoints {
  const preset = oauth2Presets[provider.preset]
  const { baseUrl } = provider
  if (baseUrl !== undefined && !oauthTransportAllowed(new URL(baseUrl)))
    throw new ApiError('oauth_failed', {
      cause: new Error(`${provider.name}: plain http is only allowed on this machine`),
    })
  const at = (real: string) =>
    baseUrl === undefined ? real : `${baseUrl}${new URL(real).pathname}`
  return {
    authorizeUrl: at(preset.authorizeUrl),
    tokenUrl: at(preset.tokenUrl),
    userInfoUrls: preset.userInfoUrls.map(at),
  }
}
