import { decodeJwt } from 'jose'
import { nodeError } from '../nodeErrors.js'
import { verifyIdTokenDirectly } from './verifyIdTokenDirectly.js'
import { type LoginIdentity, verifyLoginToken } from './verifyLoginToken.js'

export type VerifyIdentityTokenOptions = {
  /** The auth service: its login tokens' issuer and keys, and the gateway of app settings. */
  readonly authIssuer: string
  readonly authJwksUrl: string
  readonly gatewayUrl: string
}

/**
 * The identity a share request proves, checked by this node itself: the auth service's login
 * token (email, magic link, custom, telegram, SIWE, OAuth 2), or an OpenID ID token of the app's
 * provider verified against the provider's own keys (`appId` and `curve` then name what the ID
 * token cannot).
 */
export async function verifyIdentityToken(
  token: string,
  request: {
    readonly appId?: string | undefined
    readonly curve?: LoginIdentity['curve'] | undefined
  },
  options: VerifyIdentityTokenOptions,
): Promise<LoginIdentity> {
  let claimedIssuer: string | undefined
  try {
    claimedIssuer = decodeJwt(token).iss
  } catch (cause) {
    throw nodeError('token_invalid', { cause })
  }
  if (claimedIssuer === undefined || claimedIssuer === options.authIssuer)
    return verifyLoginToken(token, { jwksUrl: options.authJwksUrl, issuer: options.authIssuer })
  if (!request.appId || !request.curve) throw nodeError('token_invalid')
  return verifyIdTokenDirectly({
    idToken: token,
    claimedIssuer,
    appId: request.appId,
    curve: request.curve,
    gatewayUrl: options.gatewayUrl,
  })
}
