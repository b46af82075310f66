import { decodeJwt } from 'jose'
import { nodeError } from '../nodeErrors.js'
import { appVerifiersOf, sameIssuer } from './appVerifiers.js'
import { type UnboundIdentity, verifyAppTokenDirectly } from './verifyAppTokenDirectly.js'
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
 * token (email, magic link, custom, telegram, SIWE, OAuth 2), or a token of the app's own issuers
 * verified against their published keys: an OpenID ID token of its social provider, or a JWT of
 * its custom verifier or Firebase project (`appId` and `curve` then name what the token cannot).
 * Only the last kind comes back unbound: it names no one-time key.
 */
export async function verifyIdentityToken(
  token: string,
  request: {
    readonly appId?: string | undefined
    readonly curve?: LoginIdentity['curve'] | undefined
  },
  options: VerifyIdentityTokenOptions,
): Promise<LoginIdentity | UnboundIdentity> {
  let claimedIssuer: string | undefined
  try {
    claimedIssuer = decodeJwt(token).iss
  } catch (cause) {
    throw nodeError('token_invalid', { cause })
  }
  if (claimedIssuer === undefined || claimedIssuer === options.authIssuer)
    return verifyLoginToken(token, { jwksUrl: options.authJwksUrl, issuer: options.authIssuer })
  const { appId, curve } = request
  if (!appId || !curve) throw nodeError('token_invalid')
  const app = await appVerifiersOf(options.gatewayUrl, appId).catch((cause: unknown) => {
    throw nodeError('token_invalid', { cause })
  })
  const issuer = claimedIssuer
  const oidc = app.oidc.find((entry) => sameIssuer(entry.issuer, issuer))
  if (oidc)
    return verifyIdTokenDirectly({
      idToken: token,
      claimedIssuer: issuer,
      entry: oidc,
      keyspace: app.keyspace,
      curve,
    })
  const appToken = app.appTokens.find((entry) => sameIssuer(entry.issuer, issuer))
  if (appToken)
    return verifyAppTokenDirectly({ token, entry: appToken, keyspace: app.keyspace, curve })
  throw nodeError('token_invalid', {
    cause: new Error('the app does not sign in with this issuer'),
  })
}
