import {
  createRemoteJWKSet,
  type JWTPayload,
  type JWTVerifyGetKey,
  type JWTVerifyOptions,
  jwtVerify,
} from 'jose'

/** Where an app's (or a provider's) ID tokens come from and who they are for. */
export type JwtVerifierConfig = {
  jwksUrl: string
  issuer: string
  audience: string
  /** The claim holding the user id; defaults to `sub`. */
  userIdClaim?: string
  /** Accepted `alg` values; defaults to every asymmetric JWS algorithm. */
  algorithms?: readonly string[]
}

export type VerifyJwtLoginOptions = {
  /** When given, the user id claim must equal it (SPEC §7 loginToken `userID`; Firebase `uid`). */
  expectedUserId?: string
  /** Unix seconds to check `exp`, `nbf` and `iat` against; defaults to the clock. */
  nowS?: number
}

export type JwtLogin = {
  userId: string
  /** The `email` claim, left out when the token says it is not verified. */
  email?: string
  claims: JWTPayload
}

/**
 * Why a JWT login failed: `token_invalid` (the token: signature, issuer, audience, expiry, user),
 * or `internal` (the verifier's configuration is unsafe). The message never contains the token;
 * callers answer it with their own catalogue's error of the same code.
 */
export class JwtLoginError extends Error {
  override name = 'JwtLoginError'
  readonly code: 'token_invalid' | 'internal'

  constructor(code: JwtLoginError['code'], cause: unknown) {
    super(
      code === 'token_invalid' ? 'Could not verify credentials' : 'The JWT verifier is unsafe',
      {
        cause,
      },
    )
    this.code = code
  }
}

export type VerifyJwtLoginErrorType = JwtLoginError

/** Only signatures checked with a published public key; never `none` or a shared HMAC secret. */
const asymmetricAlgorithms: readonly string[] = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
]
const jwksTimeoutMs = 5_000
/** How far in the future `iat` or `auth_time` may be before the token counts as forged. */
const clockSkewS = 60
/** notes §8: Firebase caps `sub` at 128 characters; other issuers stay well under this. */
const userIdMaxLength = 256
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

// One key set per URL, so keys are fetched once and refreshed by jose, not per login.
const jwksByUrl = new Map<string, JWTVerifyGetKey>()

type JwtLoginCheck = (
  login: { claims: JWTPayload; userId: string },
  context: { userIdClaim: string; expectedUserId: string | undefined; nowS: number },
) => string | undefined

const isExpectedUser: JwtLoginCheck = ({ userId }, { userIdClaim, expectedUserId }) =>
  expectedUserId !== undefined && userId !== expectedUserId
    ? `"${userIdClaim}" claim is not the expected user`
    : undefined

// notes §8: `iat` and `auth_time` lie in the past (jose checks `iat` only with a max age).
const isIssuedInPast: JwtLoginCheck = ({ claims }, { nowS }) => {
  for (const claim of ['iat', 'auth_time']) {
    const value = claims[claim]
    if (value === undefined) continue
    if (typeof value !== 'number' || !Number.isFinite(value)) return `"${claim}" is not a number`
    if (value > nowS + clockSkewS) return `"${claim}" is in the future`
  }
  return undefined
}

const jwtLoginChecks: readonly JwtLoginCheck[] = [isExpectedUser, isIssuedInPast]

/**
 * Verifies an app-supplied ID token (custom, bearer and Firebase logins, SPEC §7 `POST
 * /api/v2/loginToken`; notes §8) against the issuer's JWKS; any failure throws `token_invalid`.
 */
export async function verifyJwtLogin(
  token: string,
  verifier: JwtVerifierConfig,
  options: VerifyJwtLoginOptions = {},
): Promise<JwtLogin> {
  const userIdClaim = verifier.userIdClaim ?? 'sub'
  const algorithms = verifier.algorithms ?? asymmetricAlgorithms
  assertAsymmetric(algorithms)
  const jwks = jwksFor(verifier.jwksUrl)
  const nowS = options.nowS ?? Math.floor(Date.now() / 1000)
  const claims = await verifySignedClaims(token, jwks, {
    issuer: verifier.issuer,
    audience: verifier.audience,
    algorithms: [...algorithms],
    requiredClaims: ['exp'],
    currentDate: new Date(nowS * 1000),
  })
  const userId = readUserId(claims, userIdClaim)
  if (userId === undefined) throw tokenInvalid(`missing "${userIdClaim}" claim`)
  const context = { userIdClaim, expectedUserId: options.expectedUserId, nowS }
  for (const check of jwtLoginChecks) {
    const failure = check({ claims, userId }, context)
    if (failure !== undefined) throw tokenInvalid(failure)
  }
  const isEmailUnverified = claims.email_verified === false || claims.email_verified === 'false'
  return {
    userId,
    ...(typeof claims.email === 'string' && !isEmailUnverified ? { email: claims.email } : {}),
    claims,
  }
}

/** jose's signature, `alg`, `iss`, `aud`, `exp` and `nbf` checks, failing as `token_invalid`. */
async function verifySignedClaims(
  token: string,
  jwks: JWTVerifyGetKey,
  options: JWTVerifyOptions,
): Promise<JWTPayload> {
  try {
    return (await jwtVerify(token, jwks, options)).payload
  } catch (cause) {
    // jose's errors name the failed check and never contain the token itself.
    throw new JwtLoginError('token_invalid', cause)
  }
}

function tokenInvalid(reason: string): JwtLoginError {
  return new JwtLoginError('token_invalid', new Error(reason))
}

/** A non-empty string id, or a non-negative integer id written as a string. */
function readUserId(claims: JWTPayload, userIdClaim: string): string | undefined {
  const value = claims[userIdClaim]
  if (typeof value === 'string' && value.length > 0 && value.length <= userIdMaxLength) return value
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value)
  return undefined
}

/** The cached key set for a URL; keys are only fetched over https, or http on loopback. */
function jwksFor(jwksUrl: string): JWTVerifyGetKey {
  const cached = jwksByUrl.get(jwksUrl)
  if (cached) return cached
  const url = URL.canParse(jwksUrl) ? new URL(jwksUrl) : undefined
  const isAllowed =
    url?.protocol === 'https:' || (url?.protocol === 'http:' && loopbackHosts.has(url.hostname))
  if (!url || !isAllowed) {
    throw new JwtLoginError('internal', new Error('JWKS URL must be https (or loopback http)'))
  }
  const jwks = createRemoteJWKSet(url, { timeoutDuration: jwksTimeoutMs })
  jwksByUrl.set(jwksUrl, jwks)
  return jwks
}

function assertAsymmetric(algorithms: readonly string[]): void {
  if (algorithms.length === 0 || !algorithms.every((alg) => asymmetricAlgorithms.includes(alg))) {
    throw new JwtLoginError(
      'internal',
      new Error('JWT verifier algorithms must be asymmetric JWS algorithms'),
    )
  }
}
