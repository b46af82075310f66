import { randomUUID } from 'node:crypto'
import { importJWK, jwtVerify, SignJWT } from 'jose'
import { credGrantLifetimeS } from '../auth/passwordlessLimits.js'
import { ApiError } from '../http/ApiError.js'
import { loginTokenAlgorithm, type SigningKey } from './loadSigningKey.js'

const credGrantAudience = 'tessera-cred-write'

/** Lets the page that opened a magic link store the ciphertext for one session (`PUT /api/cred`). */
export function issueCredGrant(
  key: SigningKey,
  issuer: string,
  sessionId: string,
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: loginTokenAlgorithm, kid: key.kid })
    .setIssuer(issuer)
    .setAudience(credGrantAudience)
    .setSubject(sessionId)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${credGrantLifetimeS}s`)
    .sign(key.privateKey)
}

/** Checks a grant was issued by this server for `sessionId` and is unexpired; returns its id and expiry. */
export async function verifyCredGrant(
  key: SigningKey,
  issuer: string,
  grant: string,
  sessionId: string,
): Promise<{ jti: string; expiresAtMs: number }> {
  try {
    const publicKey = await importJWK(key.publicJwk, loginTokenAlgorithm)
    const { payload } = await jwtVerify(grant, publicKey, {
      issuer,
      audience: credGrantAudience,
      subject: sessionId,
      algorithms: [loginTokenAlgorithm],
      requiredClaims: ['jti', 'exp'],
    })
    return { jti: String(payload.jti), expiresAtMs: (payload.exp ?? 0) * 1_000 }
  } catch (cause) {
    throw new ApiError('link_invalid', { cause })
  }
}
