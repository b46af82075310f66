import { findFreePortBase, type JwksServer, startJwksServer } from '@tessera/test-utils'
import {
  type CryptoKey,
  exportJWK,
  generateKeyPair,
  type JWTPayload,
  SignJWT,
  UnsecuredJWT,
} from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type JwtVerifierConfig, verifyJwtLogin } from './verifyJwtLogin.js'

const issuer = 'https://issuer.tessera.test'
const audience = 'tessera-test-app'
const nowS = Math.floor(Date.now() / 1000)

let jwksServer: JwksServer
let verifier: JwtVerifierConfig
let rsaKey: CryptoKey
let ecKey: CryptoKey
let impostorKey: CryptoKey

beforeAll(async () => {
  const rsa = await generateKeyPair('RS256', { extractable: true })
  const ec = await generateKeyPair('ES256', { extractable: true })
  rsaKey = rsa.privateKey
  ecKey = ec.privateKey
  impostorKey = (await generateKeyPair('RS256')).privateKey
  jwksServer = await startJwksServer({
    port: await findFreePortBase(1),
    keys: [
      { ...(await exportJWK(rsa.publicKey)), kid: 'rsa-1', alg: 'RS256', use: 'sig' },
      { ...(await exportJWK(ec.publicKey)), kid: 'ec-1', alg: 'ES256', use: 'sig' },
    ],
  })
  verifier = { jwksUrl: jwksServer.url, issuer, audience }
})

afterAll(async () => {
  await jwksServer?.stop()
})

type SignOptions = {
  key?: CryptoKey | Uint8Array
  alg?: string
  kid?: string
  omit?: readonly string[]
}

/** An ID token from the test issuer, valid for five minutes unless claims say otherwise. */
const sign = (claims: JWTPayload = {}, options: SignOptions = {}) => {
  const { key = rsaKey, alg = 'RS256', kid = 'rsa-1', omit = [] } = options
  const payload: JWTPayload = {
    iss: issuer,
    aud: audience,
    sub: 'user-1',
    iat: nowS,
    exp: nowS + 300,
    ...claims,
  }
  for (const claim of omit) delete payload[claim]
  return new SignJWT(payload).setProtectedHeader({ alg, kid, typ: 'JWT' }).sign(key)
}

const tokenInvalid = expect.objectContaining({ code: 'token_invalid' })
/** The internal reason (the `cause`) a token was refused. */
const causeOf = async (verifying: Promise<unknown>): Promise<string> => {
  const error = await verifying.then(
    () => expect.fail('expected verifyJwtLogin to reject'),
    (error: unknown) => error,
  )
  expect(error).toEqual(tokenInvalid)
  const { cause } = error as { cause?: unknown }
  return cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause)
}

describe('verifyJwtLogin', () => {
  test('default', async () => {
    const login = await verifyJwtLogin(await sign(), verifier)
    expect(login).toEqual({
      userId: 'user-1',
      claims: { iss: issuer, aud: audience, sub: 'user-1', iat: nowS, exp: nowS + 300 },
    })
  })

  test('args: userIdClaim', async () => {
    const token = await sign({ user_id: 'app-user-7' })
    expect((await verifyJwtLogin(token, { ...verifier, userIdClaim: 'user_id' })).userId).toBe(
      'app-user-7',
    )
    const numeric = await sign({ user_id: 7 })
    expect((await verifyJwtLogin(numeric, { ...verifier, userIdClaim: 'user_id' })).userId).toBe(
      '7',
    )
  })

  test('args: algorithms', async () => {
    const token = await sign({}, { key: ecKey, alg: 'ES256', kid: 'ec-1' })
    expect((await verifyJwtLogin(token, verifier)).userId).toBe('user-1')
    expect((await verifyJwtLogin(token, { ...verifier, algorithms: ['ES256'] })).userId).toBe(
      'user-1',
    )
    expect(await causeOf(verifyJwtLogin(token, { ...verifier, algorithms: ['RS256'] }))).toMatch(
      /^JOSEAlgNotAllowed/,
    )
  })

  test('args: expectedUserId', async () => {
    const token = await sign()
    expect((await verifyJwtLogin(token, verifier, { expectedUserId: 'user-1' })).userId).toBe(
      'user-1',
    )
    expect(await causeOf(verifyJwtLogin(token, verifier, { expectedUserId: 'user-2' }))).toBe(
      'Error: "sub" claim is not the expected user',
    )
  })

  test('args: nowS', async () => {
    const token = await sign()
    expect((await verifyJwtLogin(token, verifier, { nowS: nowS + 299 })).userId).toBe('user-1')
    expect(await causeOf(verifyJwtLogin(token, verifier, { nowS: nowS + 300 }))).toMatch(
      /^JWTExpired/,
    )
  })

  test('behavior: returns email when present', async () => {
    const token = await sign({ email: 'ada@example.com', email_verified: true })
    expect(await verifyJwtLogin(token, verifier)).toMatchObject({
      userId: 'user-1',
      email: 'ada@example.com',
      claims: { email: 'ada@example.com', email_verified: true },
    })
    const unclaimed = await sign({ email: 'ada@example.com' })
    expect((await verifyJwtLogin(unclaimed, verifier)).email).toBe('ada@example.com')
  })

  test('behavior: leaves out an email the issuer marks unverified', async () => {
    for (const emailVerified of [false, 'false']) {
      const token = await sign({ email: 'ada@example.com', email_verified: emailVerified })
      const login = await verifyJwtLogin(token, verifier)
      expect(login.email).toBeUndefined()
      expect(login.claims.email).toBe('ada@example.com')
    }
  })

  test('behavior: fetches the key set once per URL', async () => {
    await verifyJwtLogin(await sign(), verifier)
    const before = jwksServer.fetchCount()
    expect(before).toBeGreaterThan(0)
    await verifyJwtLogin(await sign({ sub: 'user-2' }), verifier)
    await verifyJwtLogin(await sign({ sub: 'user-3' }), { ...verifier })
    expect(jwksServer.fetchCount() - before).toBe(0)
  })

  test('behavior: the error never contains the token', async () => {
    const token = await sign({ exp: nowS - 1 })
    const error = await verifyJwtLogin(token, verifier).catch((error: unknown) => error)
    expect(error).toMatchInlineSnapshot(`[JwtLoginError: Could not verify credentials]`)
    expect(JSON.stringify(error)).not.toContain(token.split('.')[2])
    expect(String((error as Error).cause)).not.toContain(token.split('.')[2])
  })

  test('error: token_invalid expired', async () => {
    expect(await causeOf(verifyJwtLogin(await sign({ exp: nowS - 1 }), verifier))).toMatch(
      /^JWTExpired/,
    )
  })

  test('error: token_invalid without exp', async () => {
    expect(await causeOf(verifyJwtLogin(await sign({}, { omit: ['exp'] }), verifier))).toBe(
      'JWTClaimValidationFailed: missing required "exp" claim',
    )
  })

  test('error: token_invalid not yet valid or issued in the future', async () => {
    expect(await causeOf(verifyJwtLogin(await sign({ nbf: nowS + 120 }), verifier))).toMatch(
      /^JWTClaimValidationFailed: "nbf"/,
    )
    expect(await causeOf(verifyJwtLogin(await sign({ iat: nowS + 120 }), verifier))).toBe(
      'Error: "iat" is in the future',
    )
    expect(await causeOf(verifyJwtLogin(await sign({ auth_time: nowS + 120 }), verifier))).toBe(
      'Error: "auth_time" is in the future',
    )
  })

  test('error: token_invalid wrong issuer', async () => {
    const token = await sign({ iss: 'https://evil.example' })
    expect(await causeOf(verifyJwtLogin(token, verifier))).toMatch(
      /^JWTClaimValidationFailed: unexpected "iss"/,
    )
  })

  test('error: token_invalid wrong audience', async () => {
    const token = await sign({ aud: 'another-app' })
    expect(await causeOf(verifyJwtLogin(token, verifier))).toMatch(
      /^JWTClaimValidationFailed: unexpected "aud"/,
    )
  })

  test('error: token_invalid signed by another key', async () => {
    const token = await sign({}, { key: impostorKey })
    expect(await causeOf(verifyJwtLogin(token, verifier))).toMatch(
      /^JWSSignatureVerificationFailed/,
    )
  })

  test('error: token_invalid unknown kid', async () => {
    const token = await sign({}, { key: impostorKey, kid: 'rsa-unknown' })
    expect(await causeOf(verifyJwtLogin(token, verifier))).toMatch(/^JWKSNoMatchingKey/)
  })

  test('error: token_invalid alg none', async () => {
    const token = new UnsecuredJWT({ iss: issuer, aud: audience, sub: 'user-1', exp: nowS + 300 })
      .setIssuedAt(nowS)
      .encode()
    expect(await causeOf(verifyJwtLogin(token, verifier))).toMatch(/^JOSEAlgNotAllowed/)
    expect(await causeOf(verifyJwtLogin(token, { ...verifier, algorithms: ['RS256'] }))).toMatch(
      /^JOSEAlgNotAllowed/,
    )
  })

  test('error: token_invalid HS256 signed with a shared secret', async () => {
    const secret = new TextEncoder().encode('a shared secret that is long enough for HS256')
    const token = await sign({}, { alg: 'HS256', key: secret })
    expect(await causeOf(verifyJwtLogin(token, verifier))).toMatch(/^JOSEAlgNotAllowed/)
    expect(await causeOf(verifyJwtLogin(token, { ...verifier, algorithms: ['RS256'] }))).toMatch(
      /^JOSEAlgNotAllowed/,
    )
  })

  test('error: token_invalid missing user id claim', async () => {
    expect(await causeOf(verifyJwtLogin(await sign({}, { omit: ['sub'] }), verifier))).toBe(
      'Error: missing "sub" claim',
    )
    expect(await causeOf(verifyJwtLogin(await sign({ sub: '' }), verifier))).toBe(
      'Error: missing "sub" claim',
    )
    const custom = { ...verifier, userIdClaim: 'user_id' }
    expect(await causeOf(verifyJwtLogin(await sign({ user_id: { id: 1 } }), custom))).toBe(
      'Error: missing "user_id" claim',
    )
  })

  test('error: token_invalid malformed token', async () => {
    for (const token of ['', 'not-a-jwt', 'a.b.c', `${await sign()}x`]) {
      await expect(verifyJwtLogin(token, verifier)).rejects.toEqual(tokenInvalid)
    }
  })

  test('error: token_invalid JWKS unreachable', async () => {
    const unreachable = { ...verifier, jwksUrl: `http://127.0.0.1:${await findFreePortBase(1)}/` }
    expect(await causeOf(verifyJwtLogin(await sign(), unreachable))).toMatch(/fetch failed/)
    const notJwks = { ...verifier, jwksUrl: `${jwksServer.url}/missing` }
    expect(await causeOf(verifyJwtLogin(await sign(), notJwks))).toMatch(/^JOSEError/)
  })

  test('error: internal when the verifier config is unsafe', async () => {
    const token = await sign()
    const internal = expect.objectContaining({ code: 'internal' })
    for (const config of [
      { ...verifier, jwksUrl: 'http://keys.example/jwks.json' },
      { ...verifier, jwksUrl: 'not a url' },
      { ...verifier, algorithms: ['HS256'] },
      { ...verifier, algorithms: ['none'] },
      { ...verifier, algorithms: [] },
    ]) {
      await expect(verifyJwtLogin(token, config)).rejects.toEqual(internal)
    }
  })
})
