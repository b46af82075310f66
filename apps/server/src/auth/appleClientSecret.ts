import { importPKCS8, SignJWT } from 'jose'

/** How long a generated client secret is valid: Apple allows up to six months; one login needs minutes. */
export const appleClientSecretLifetimeS = 5 * 60

export type AppleClientSecretParameters = {
  /** The Apple developer team: the secret's `iss`. */
  readonly teamId: string
  /** The id of the Apple key that signs: the secret's `kid`. */
  readonly keyId: string
  /** The Services ID: the secret's `sub`, and the `client_id` it is sent with. */
  readonly clientId: string
  /** The Apple key (ES256) as a PKCS8 PEM. */
  readonly privateKey: string
  /** Apple's issuer (or a local stand-in's): the secret's `aud`. */
  readonly issuer: string
}

/**
 * The `client_secret` Sign in with Apple expects at its token endpoint (third-party-apis §9): an
 * ES256 JWT the app signs itself, `{iss: teamId, iat, exp, aud: issuer, sub: clientId}` with
 * `kid` = the key id. A fresh one is made for every code exchange, so it never needs storing.
 */
export async function appleClientSecret(parameters: AppleClientSecretParameters): Promise<string> {
  const key = await importPKCS8(parameters.privateKey, 'ES256')
  const nowS = Math.floor(Date.now() / 1_000)
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: parameters.keyId })
    .setIssuer(parameters.teamId)
    .setIssuedAt(nowS)
    .setExpirationTime(nowS + appleClientSecretLifetimeS)
    .setAudience(parameters.issuer.replace(/\/+$/, ''))
    .setSubject(parameters.clientId)
    .sign(key)
}
