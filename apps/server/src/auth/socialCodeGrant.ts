import { ApiError } from '../http/ApiError.js'
import { appleConfigurationFor } from './appleConfigurationFor.js'
import { oauth2CodeGrant } from './oauth2CodeGrant.js'
import { type OauthCodeGrantParameters, oauthCodeGrant } from './oauthCodeGrant.js'
import { oauthConfigurationFor } from './oauthConfigurationFor.js'
import type { SocialIdentity } from './socialIdentityFromClaims.js'
import type { SocialProvider } from './socialProviderFor.js'

export type SocialCodeGrantReturnType = {
  /** The verified ID token; OAuth 2 presets have none (third-party-apis §9). */
  readonly idToken?: string
  readonly identity: SocialIdentity
}

export type SocialCodeGrantParameters = OauthCodeGrantParameters & {
  /** The PKCE verifier stored at start (Apple, which has no PKCE, ignores it). */
  readonly codeVerifier: string
}

/**
 * Turns the code the provider sent back into who signed in (SPEC §7 social login): an OIDC
 * code grant with a verified ID token, or an OAuth 2 preset's token exchange and user-info
 * call (third-party-apis §9). Apple's exchange sends a freshly signed client secret and no PKCE
 * verifier. Every failure is `oauth_failed`.
 */
export async function socialCodeGrant(
  provider: SocialProvider,
  parameters: SocialCodeGrantParameters,
): Promise<SocialCodeGrantReturnType> {
  if (provider.kind === 'oauth2') return { identity: await oauth2CodeGrant(provider, parameters) }
  if (provider.kind === 'apple') {
    const configuration = await appleConfigurationFor(provider).catch((cause: unknown) => {
      throw new ApiError('oauth_failed', { cause })
    })
    return oauthCodeGrant(configuration, { ...parameters, codeVerifier: undefined })
  }
  const configuration = await oauthConfigurationFor(provider).catch((cause: unknown) => {
    throw new ApiError('oauth_failed', { cause })
  })
  return oauthCodeGrant(configuration, parameters)
}
