import { findFreePortBase, type JwksServer, startJwksServer } from '@tessera/test-utils'
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { firebaseVerifier } from './firebaseVerifier.js'
import { verifyJwtLogin } from './verifyJwtLogin.js'

const projectId = 'tessera-demo'
const nowS = Math.floor(Date.now() / 1000)

let jwksServer: JwksServer
let rsaKey: CryptoKey
let ecKey: CryptoKey

beforeAll(async () => {
  const rsa = await generateKeyPair('RS256')
  const ec = await generateKeyPair('ES256')
  rsaKey = rsa.privateKey
  ecKey = ec.privateKey
  jwksServer = await startJwksServer({
    port: await findFreePortBase(1),
    keys: [
      { ...(await exportJWK(rsa.publicKey)), kid: 'firebase-1', alg: 'RS256', use: 'sig' },
      { ...(await exportJWK(ec.publicKey)), kid: 'firebase-ec', alg: 'ES256', use: 'sig' },
    ],
  })
})

afterAll(async () => {
  await jwksServer?.stop()
})

/** A Firebase-shaped ID token (notes §8 claims) signed by the local key. */
const signFirebaseToken = (claims: JWTPayload = {}, header = { alg: 'RS256', kid: 'firebase-1' }) =>
  new SignJWT({
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: 'firebase-uid-1',
    user_id: 'firebase-uid-1',
    auth_time: nowS - 60,
    iat: nowS - 30,
    exp: nowS + 3_570,
    firebase: { sign_in_provider: 'password', identities: {} },
    ...claims,
  })
    .setProtectedHeader(header)
    .sign(header.alg === 'ES256' ? ecKey : rsaKey)

const tokenInvalid = expect.objectContaining({ code: 'token_invalid' })

describe('firebaseVerifier', () => {
  test('default', () => {
    expect(firebaseVerifier(projectId)).toMatchInlineSnapshot(`
      {
        "algorithms": [
          "RS256",
        ],
        "audience": "tessera-demo",
        "issuer": "https://securetoken.google.com/tessera-demo",
        "jwksUrl": "https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com",
        "userIdClaim": "sub",
      }
    `)
  })

  test('args: jwksUrl', () => {
    expect(firebaseVerifier(projectId, { jwksUrl: jwksServer.url }).jwksUrl).toBe(jwksServer.url)
  })

  test('behavior: verifies a Firebase ID token whose uid equals sub', async () => {
    const verifier = firebaseVerifier(projectId, { jwksUrl: jwksServer.url })
    const token = await signFirebaseToken({ email: 'ada@example.com', email_verified: true })
    const login = await verifyJwtLogin(token, verifier, { expectedUserId: 'firebase-uid-1' })
    expect(login.userId).toBe('firebase-uid-1')
    expect(login.email).toBe('ada@example.com')
    expect(login.claims.firebase).toEqual({ sign_in_provider: 'password', identities: {} })
  })

  test('error: token_invalid uid does not match sub', async () => {
    const verifier = firebaseVerifier(projectId, { jwksUrl: jwksServer.url })
    const token = await signFirebaseToken()
    await expect(
      verifyJwtLogin(token, verifier, { expectedUserId: 'firebase-uid-2' }),
    ).rejects.toEqual(tokenInvalid)
  })

  test('error: token_invalid token of another project', async () => {
    const verifier = firebaseVerifier(projectId, { jwksUrl: jwksServer.url })
    for (const claims of [
      { aud: 'other-project' },
      { iss: 'https://securetoken.google.com/other-project' },
    ]) {
      await expect(verifyJwtLogin(await signFirebaseToken(claims), verifier)).rejects.toEqual(
        tokenInvalid,
      )
    }
  })

  test('error: token_invalid when not RS256, even with a known key', async () => {
    const verifier = firebaseVerifier(projectId, { jwksUrl: jwksServer.url })
    const token = await signFirebaseToken({}, { alg: 'ES256', kid: 'firebase-ec' })
    const error = await verifyJwtLogin(token, verifier).catch((error: unknown) => error)
    expect(error).toEqual(tokenInvalid)
    expect((error as Error).cause).toMatchObject({ code: 'ERR_JOSE_ALG_NOT_ALLOWED' })
  })

  test('error: invalid project id', () => {
    expect(() => firebaseVerifier('')).toThrowErrorMatchingInlineSnapshot(
      `[TypeError: firebaseVerifier: projectId must be a Firebase project id]`,
    )
    expect(() => firebaseVerifier('a/../b')).toThrow(TypeError)
  })
})
