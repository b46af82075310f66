import { findFreePortBase, type JwksServer, startJwksServer } from '@tessera/test-utils'
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loginTokenAudience, verifyLoginToken } from './verifyLoginToken.js'

const issuer = 'http://auth.test'
let jwks: JwksServer
let privateKey: CryptoKey
let otherKey: CryptoKey

const claims = {
  app_id: 'a'.repeat(40),
  keyspace: 'a'.repeat(40),
  verifier: 'passwordless',
  nonce: `0x${'1'.repeat(40)}`,
  curve: 'secp256k1',
}

const sign = (
  overrides: { payload?: JWTPayload; header?: Record<string, unknown>; key?: CryptoKey } = {},
) => {
  const nowS = Math.floor(Date.now() / 1_000)
  return new SignJWT({
    iss: issuer,
    aud: loginTokenAudience,
    sub: 'ada@example.com',
    jti: crypto.randomUUID(),
    iat: nowS,
    exp: nowS + 3_600,
    ...claims,
    ...overrides.payload,
  })
    .setProtectedHeader({ alg: 'ES256', kid: 'auth-1', typ: 'JWT', ...overrides.header })
    .sign(overrides.key ?? privateKey)
}

const verify = (token: string) => verifyLoginToken(token, { jwksUrl: jwks.url, issuer })

describe('verifyLoginToken', () => {
  beforeAll(async () => {
    const pair = await generateKeyPair('ES256', { extractable: true })
    privateKey = pair.privateKey
    otherKey = (await generateKeyPair('ES256')).privateKey
    jwks = await startJwksServer({
      port: await findFreePortBase(1),
      keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'auth-1', alg: 'ES256', use: 'sig' }],
    })
  })
  afterAll(async () => {
    await jwks.stop()
  })

  test('default: a login token of the auth service gives the identity it names', async () => {
    const token = await sign()
    const { app_id, ...identity } = claims
    await expect(verify(token)).resolves.toMatchObject({
      sub: 'ada@example.com',
      ...identity,
      appId: app_id,
    })
    // One audience among several is enough.
    await expect(
      verify(await sign({ payload: { aud: ['wallet', loginTokenAudience] } })),
    ).resolves.toMatchObject({ sub: 'ada@example.com' })
  })

  test.each<[string, () => Promise<string>]>([
    ['signed by another key', () => sign({ key: otherKey })],
    [
      'a payload changed after signing',
      async () => {
        const [header, payload = '', signature] = (await sign()).split('.')
        const claimed = JSON.parse(Buffer.from(payload, 'base64url').toString())
        const forged = Buffer.from(JSON.stringify({ ...claimed, sub: 'eve@example.com' })).toString(
          'base64url',
        )
        return `${header}.${forged}.${signature}`
      },
    ],
    ['another issuer', () => sign({ payload: { iss: 'http://evil.test' } })],
    ['another audience', () => sign({ payload: { aud: 'someone-else' } })],
    ['expired', () => sign({ payload: { exp: Math.floor(Date.now() / 1_000) - 1 } })],
    ['not valid yet', () => sign({ payload: { nbf: Math.floor(Date.now() / 1_000) + 600 } })],
    ['an unknown key id', () => sign({ header: { kid: 'auth-2' } })],
    ['a critical header extension', () => sign({ header: { crit: ['b64'], b64: true } })],
    [
      'alg none',
      async () => {
        const [, payload] = (await sign()).split('.')
        return `${Buffer.from('{"alg":"none","kid":"auth-1"}').toString('base64url')}.${payload}.`
      },
    ],
    ['no nonce (bound to no one-time key)', () => sign({ payload: { nonce: undefined } })],
    ['no app id', () => sign({ payload: { app_id: undefined } })],
    ['not a JWT', async () => 'not.a.jwt'],
    // Buffer would skip the extra characters: the same token may not have several spellings.
    ['a valid token with characters appended', async () => `${await sign()}~~`],
    ['a signature one byte short', async () => (await sign()).slice(0, -3)],
  ])('error: %s is token_invalid', async (_, token) => {
    await expect(verify(await token())).rejects.toMatchObject({ code: 'token_invalid' })
  })
})
