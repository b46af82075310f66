import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { decodeJwt, jwtVerify } from 'jose'
import { afterAll, describe, expect, test } from 'vitest'
import { issueLoginToken, loginTokenAudience } from './issueLoginToken.js'
import { loadSigningKey } from './loadSigningKey.js'

const folder = mkdtempSync(join(tmpdir(), 'tessera-login-token-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const identity = {
  appId: 'app-1',
  keyspace: 'app-1',
  verifier: 'passwordless',
  userId: 'alice@example.com',
  email: 'alice@example.com',
  nonce: '0x0000000000000000000000000000000000000001',
  curve: 'secp256k1',
} as const

describe('issueLoginToken', () => {
  test('default: K-016 a login token is valid for 60 minutes from its issue', async () => {
    const key = await loadSigningKey(join(folder, 'signing-key.json'))
    const token = await issueLoginToken(key, 'https://auth.example', identity)
    const { iat, exp } = decodeJwt(token)
    expect((exp ?? 0) - (iat ?? 0)).toBe(60 * 60)
    // Signed by the key the key nodes know, for them.
    const { payload } = await jwtVerify(token, key.publicJwk, {
      issuer: 'https://auth.example',
      audience: loginTokenAudience,
    })
    expect(payload).toMatchObject({ sub: 'alice@example.com', curve: 'secp256k1' })
  })
})
