import { oauth2Endpoints } from './oauth2Endpoints.js'
import { oauth2Presets } from './oauth2Presets.js'
import type { Oauth2SocialProvider } from './socialProviderFor.js'

export type Oauth2AuthorizationUrlParameters = {
  /** The wallet's redirect route, exactly as registered with the provider. */
  readonly redirectUri: string
  readonly state: string
  /** BASE64URL(SHA-256(verifier)) (RFC 7636 §4.2); X requires PKCE, the others accept it. */
  readonly codeChallenge: string
}

/**
 * Where the user signs in with a plain OAuth 2 provider (third-party-apis §9): the preset's
 * authorize URL with `response_type=code`, the client id, redirect URI, scope, state and an
 * S256 code challenge.
 */
export function oauth2AuthorizationUrl(
  provider: Oauth2SocialProvider,
  parameters: Oauth2AuthorizationUrlParameters,
): URL {
  const url = new URL(oauth2Endpoints(provider).authorizeUrl)
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: parameters.redirectUri,
    scope: oauth2Presets[provider.preset].scope,
    state: parameters.state,
    code_challenge: parameters.codeChallenge,
    code_challenge_method: 'S256',
  }).toString()
  return url
}
