import { buildAuthorizationUrl } from 'openid-client'
import { ApiError } from '../http/ApiError.js'
import { oauth2AuthorizationUrl } from './oauth2AuthorizationUrl.js'
import { oauthConfigurationFor } from './oauthConfigurationFor.js'
import type { SocialProvider } from './socialProviderFor.js'

const oidcScope = 'openid email profile'
/** Apple's scopes (third-party-apis §9); asking for them requires `response_mode=form_post`. */
const appleScope = 'openid name email'

export type SocialAuthorizationUrlParameters = {
  /** The wallet's `/:appId/redirect/` route (SPEC §2), or Apple's form-post endpoint: `socialRedirectUri`. */
  readonly redirectUri: string
  readonly state: string
  /** The client's one-time key address: an OIDC provider puts it in the ID token. */
  readonly nonce: string
  /** S256 PKCE challenge of the verifier stored with the state (not sent to Apple, which has no PKCE). */
  readonly codeChallenge: string
}

/**
 * Where the user signs in with `provider` (SPEC §7 social login): an OIDC issuer's discovered
 * authorization endpoint with `nonce` (ID token bound to the one-time key), or an OAuth 2
 * preset's authorize URL (third-party-apis §9), which has no ID token to bind. Both use PKCE.
 * Apple is OIDC with `name email` scopes, `response_mode=form_post` and no PKCE (not advertised,
 * third-party-apis §9): the nonce binds its ID token instead. A provider that cannot be reached or is not allowed fails with `oauth_failed`.
 */
export async function socialAuthorizationUrl(
  provider: SocialProvider,
  parameters: SocialAuthorizationUrlParameters,
): Promise<URL> {
  if (provider.kind === 'oauth2') return oauth2AuthorizationUrl(provider, parameters)
  const configuration = await oauthConfigurationFor(provider).catch((cause: unknown) => {
    throw new ApiError('oauth_failed', { cause })
  })
  if (provider.kind === 'apple')
    return buildAuthorizationUrl(configuration, {
      redirect_uri: parameters.redirectUri,
      scope: appleScope,
      response_mode: 'form_post',
      state: parameters.state,
      nonce: parameters.nonce,
    })
  return buildAuthorizationUrl(configuration, {
    redirect_uri: parameters.redirectUri,
    scope: oidcScope,
    state: parameters.state,
    nonce: parameters.nonce,
    code_challenge: parameters.codeChallenge,
    code_challenge_method: 'S256',
  })
}
