import { generateKeyPairSync } from 'node:crypto'
import { decodeProtectedHeader, jwtVerify } from 'jose'
import { describe, expect, test } from 'vitest'
import { appleClientSecret, appleClientSecretLifetimeS } from './appleClientSecret.js'

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
const parameters = {
  teamId: 'TEAM123456',
  keyId: 'KEY1234567',
  clientId: 'com.example.shop.web',
  privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  issuer: 'https://appleid.apple.com',
}

describe('appleClientSecret', () => {
  test('default: an ES256 JWT Apple accepts, verified with the public key', async () => {
    const before = Math.floor(Date.now() / 1_000)
    const secret = await appleClientSecret(parameters)
    expect(decodeProtectedHeader(secret)).toEqual({ alg: 'ES256', kid: 'KEY1234567' })
    const { payload } = await jwtVerify(secret, publicKey, {
      algorithms: ['ES256'],
      issuer: 'TEAM123456',
      audience: 'https://appleid.apple.com',
      subject: 'com.example.shop.web',
    })
    expect(payload.iat).toBeGreaterThanOrEqual(before)
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(appleClientSecretLifetimeS)
    expect(Object.keys(payload).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'sub'])
  })

  test('args: issuer of a local stand-in is the audience, without a trailing slash', async () => {
    const secret = await appleClientSecret({ ...parameters, issuer: 'http://127.0.0.1:9000/' })
    const { payload } = await jwtVerify(secret, publicKey)
    expect(payload.aud).toBe('http://127.0.0.1:9000')
  })

  test('behavior: lives at most six months (Apple limit)', async () => {
    const { payload } = await jwtVerify(await appleClientSecret(parameters), publicKey)
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBeLessThanOrEqual(15_777_000)
  })

  test('error: a key that is not a PKCS8 PEM is refused', async () => {
    await expect(appleClientSecret({ ...parameters, privateKey: 'not a key' })).rejects.toThrow()
  })

  test('error: another key does not verify', async () => {
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey
    await expect(jwtVerify(await appleClientSecret(parameters), other)).rejects.toThrow()
  })
})
