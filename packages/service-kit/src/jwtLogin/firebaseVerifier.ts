import type { JwtVerifierConfig } from './verifyJwtLogin.js'

/** notes §8: Google's JWKS for Firebase Auth ID tokens. */
const firebaseJwksUrl =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'

/**
 * The verifier config for Firebase Auth ID tokens of one project (SPEC §7 loginToken, bearer
 * `firebase`; notes §8): RS256 only, `iss` securetoken, `aud` the project id, `sub` the uid.
 */
export function firebaseVerifier(
  projectId: string,
  options: { jwksUrl?: string } = {},
): JwtVerifierConfig {
  // Fail when configured, not on every login: `iss` and `aud` are built from this id.
  if (!/^[a-z0-9-]+$/.test(projectId)) {
    throw new TypeError('firebaseVerifier: projectId must be a Firebase project id')
  }
  return {
    jwksUrl: options.jwksUrl ?? firebaseJwksUrl,
    issuer: `https://securetoken.google.com/${projectId}`,
    audience: projectId,
    userIdClaim: 'sub',
    algorithms: ['RS256'],
  }
}
