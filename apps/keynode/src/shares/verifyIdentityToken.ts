import { decodeJwt } from 'jose'
import { nodeError } from '../nodeErrors.js'
import type { PinnedVerifiers } from '../verifiers/loadPinnedVerifiers.js'
import { assertLoginTokenAllowed } from './assertLoginTokenAllowed.js'
import { sameIssuer } from './sameIssuer.js'
import { type UnboundIdentity, verifyAppTokenDirectly } from './verifyAppTokenDirectly.js'
import { verifyIdTokenDirectly } from './verifyIdTokenDirectly.js'
import { type LoginIdentity, verifyLoginToken } from './verifyLoginToken.js'

export type VerifyIdentityTokenOptions = {
  /** The auth service: its login tokens' issuer and keys. */
  readonly authIssuer: string
  readonly authJwksUrl: string
  /** Every app's login settings as the network operator signed them (issue #15). */
  readonly verifiers: PinnedVerifiers
}

/**
 * The identity a share request proves, checked by this node itself against its pinned verifier
 * config (issue #15), never the auth service's say-so for what the node can check:
 * - the auth service's login token, only for logins only it can check (email code and link,
 *   Telegram, SIWE, OAuth 2 providers without ID tokens; `assertLoginTokenAllowed`);
 * - an OpenID ID token of one of the app's pinned issuers, verified against the issuer's keys;
 * - a JWT of the app's pinned custom verifier or Firebase project, verified against its keys.
 * For the last two, `appId` and `curve` name what the token cannot. Only an app JWT without a
 * `nonce` claim comes back unbound: it names no one-time key.
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
  const { verifiers } = options
  if (claimedIssuer === undefined || claimedIssuer === options.authIssuer) {
    const identity = await verifyLoginToken(token, {
      jwksUrl: options.authJwksUrl,
      issuer: options.authIssuer,
    })
    assertLoginTokenAllowed(identity, verifiers.entryOf(identity.appId))
    return identity
  }
  const { appId, curve } = request
  if (!appId || !curve)
    throw nodeError('token_invalid', { cause: new Error('an app token needs appId and curve') })
  const app = verifiers.entryOf(appId)
  if (!app)
    throw nodeError('token_invalid', {
      cause: new Error('the pinned verifier config has no entry for this app'),
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
    cause: new Error('the pinned verifier config has no such issuer for this app'),
  })
}
