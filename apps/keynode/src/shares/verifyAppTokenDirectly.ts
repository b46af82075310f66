import { type AppVerifiers, sha256Hex, verifyJwtLogin } from '@tessera/service-kit'
import { nodeError } from '../nodeErrors.js'
import type { LoginIdentity } from './verifyLoginToken.js'

/** An identity whose token names no one-time key: it is bound to the first key that uses it. */
export type UnboundIdentity = Omit<LoginIdentity, 'nonce'>

export type VerifyAppTokenDirectlyParameters = {
  readonly token: string
  /** The app's pinned custom verifier or Firebase project the token's issuer belongs to. */
  readonly entry: AppVerifiers['appTokens'][number]
  readonly keyspace: string
  readonly curve: LoginIdentity['curve']
}

/**
 * Verifies an app's own JWT (a custom verifier's, or a Firebase ID token) at the node itself,
 * against the keys the app's issuer publishes, with the checks the auth service applies (issuer,
 * audience, expiry, asymmetric signature, the user id claim). The identity is the one the auth
 * service's login token names (`custom:{name}` or `firebase`), so both paths reach the same share.
 *
 * A token with a `nonce` claim is bound to the one-time key whose address it names (issue #15),
 * as an ID token is: an app that mints a token per login gets that binding. One without names no
 * key: the caller binds it to the first one-time key that presents it.
 */
export async function verifyAppTokenDirectly(
  parameters: VerifyAppTokenDirectlyParameters,
): Promise<LoginIdentity | UnboundIdentity> {
  const { token, entry, keyspace, curve } = parameters
  try {
    const { jwksUrl, issuer, audience, userIdClaim, algorithms } = entry
    const { userId, claims } = await verifyJwtLogin(token, {
      jwksUrl,
      issuer,
      audience,
      ...(userIdClaim ? { userIdClaim } : {}),
      ...(algorithms ? { algorithms } : {}),
    })
    const identity = {
      sub: userId,
      jti: sha256Hex(token),
      exp: claims.exp ?? 0,
      keyspace,
      verifier: entry.verifier,
      curve,
    }
    if (claims.nonce === undefined) return identity
    if (typeof claims.nonce !== 'string') throw new Error('the nonce claim is not a string')
    return { ...identity, nonce: claims.nonce.toLowerCase() }
  } catch (cause) {
    throw nodeError('token_invalid', { cause })
  }
}
