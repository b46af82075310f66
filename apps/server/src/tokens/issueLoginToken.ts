import { randomUUID } from 'node:crypto'
import { loginTokenValidityMs } from '@tessera/protocol'
import { SignJWT } from 'jose'
import { loginTokenAlgorithm, type SigningKey } from './loadSigningKey.js'

/** Who the key network is asked to serve: the claims of a login token. */
export type LoginIdentity = {
  readonly appId: string
  /** The app id, or 'global' for apps with the global keyspace flag (SPEC §3). */
  readonly keyspace: string
  /** How the user proved who they are: 'passwordless', a social provider, 'siwe', a custom verifier… */
  readonly verifier: string
  readonly userId: string
  readonly email?: string
  /** The client's one-time key (its address or public key): the key network binds shares to it. */
  readonly nonce: string
  readonly curve: 'secp256k1' | 'ed25519'
}

/** The audience of every login token: the key nodes. */
export const loginTokenAudience = 'tessera-key-network'

/** Signs a login token valid for 60 minutes (SPEC §9), with a unique `jti` for replay checks. */
export async function issueLoginToken(
  key: SigningKey,
  issuer: string,
  identity: LoginIdentity,
): Promise<string> {
  const nowS = Math.floor(Date.now() / 1_000)
  return new SignJWT({
    app_id: identity.appId,
    keyspace: identity.keyspace,
    verifier: identity.verifier,
    nonce: identity.nonce,
    curve: identity.curve,
    ...(identity.email ? { email: identity.email } : {}),
  })
    .setProtectedHeader({ alg: loginTokenAlgorithm, kid: key.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(loginTokenAudience)
    .setSubject(identity.userId)
    .setIssuedAt(nowS)
    .setExpirationTime(nowS + loginTokenValidityMs / 1_000)
    .setJti(randomUUID())
    .sign(key.privateKey)
}
