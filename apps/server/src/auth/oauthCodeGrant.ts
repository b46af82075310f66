import { authorizationCodeGrant, type Configuration } from 'openid-client'
import { ApiError } from '../http/ApiError.js'
import { type SocialIdentity, socialIdentityFromClaims } from './socialIdentityFromClaims.js'

export type OauthCodeGrantParameters = {
  readonly redirectUri: string
  readonly code: string
  readonly state: string
  /** The authorization response's `iss` (RFC 9207), when the provider sent one. */
  readonly iss?: string | undefined
  /** The PKCE verifier; undefined only for a provider without PKCE (Apple, third-party-apis §9). */
  readonly codeVerifier: string | undefined
  readonly expectedNonce: string
}

/**
 * Exchanges an authorization code at the provider's token endpoint (PKCE, state and nonce
 * checked) and returns the verified ID token with the identity it names. Any failure is
 * `oauth_failed`: what the provider said stays in `cause`, never in the answer (SPEC §7).
 */
export async function oauthCodeGrant(
  configuration: Configuration,
  parameters: OauthCodeGrantParameters,
): Promise<{ idToken: string; identity: SocialIdentity }> {
  const callbackUrl = new URL(parameters.redirectUri)
  callbackUrl.searchParams.set('code', parameters.code)
  callbackUrl.searchParams.set('state', parameters.state)
  if (parameters.iss !== undefined) callbackUrl.searchParams.set('iss', parameters.iss)
  try {
    const tokens = await authorizationCodeGrant(configuration, callbackUrl, {
      ...(parameters.codeVerifier === undefined
        ? {}
        : { pkceCodeVerifier: parameters.codeVerifier }),
      expectedState: parameters.state,
      expectedNonce: parameters.expectedNonce,
      idTokenExpected: true,
    })
    const claims = tokens.claims()
    if (!tokens.id_token || !claims) throw new Error('the provider returned no ID token')
    return { idToken: tokens.id_token, identity: socialIdentityFromClaims(claims) }
  } catch (cause) {
    throw new ApiError('oauth_failed', { cause })
  }
}
