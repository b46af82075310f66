import { describe, expect, test } from 'vitest'
import { keyNodeLoginOf } from './keyNodeLoginOf.js'

const network = { threshold: 2, nodes: [{ index: 1, url: 'https://node-1.test' }] }
const oneTimePrivateKey = `0x${'11'.repeat(32)}` as const
const now = 1_800_000_000_000
/** An unsigned JWT (the wallet reads claims only; the nodes verify). */
const tokenWith = (claims: Record<string, unknown>) =>
  `e30.${btoa(JSON.stringify({ sub: 'u', ...claims })).replace(/=+$/, '')}.sig`
/** A token expiring at `expMs`, without `iat`. */
const tokenExpiringAt = (expMs: number) => tokenWith({ exp: expMs / 1_000 })

const loginOf = (token: string) =>
  keyNodeLoginOf({
    user: { keyNodeLogin: { token, oneTimePrivateKey } },
    network,
    family: 'evm',
    appId: 'app',
    now,
  })

describe('keyNodeLoginOf (issue #16: MFA setup after a reload)', () => {
  test('default: the stashed credentials on the wallet’s own network and the app’s curve', () => {
    const login = loginOf(tokenExpiringAt(now + 30 * 60_000))
    expect(login).toMatchObject({ network, curve: 'secp256k1', appId: 'app' })
    expect(login?.oneTimeKey.privateKey).toBe(oneTimePrivateKey)
  })

  test('error: none for a token that expired, expires within a minute or is no JWT, nor for a login without credentials', () => {
    expect(loginOf(tokenExpiringAt(now - 1))).toBeUndefined()
    expect(loginOf(tokenExpiringAt(now + 30_000))).toBeUndefined()
    expect(loginOf('not-a-jwt')).toBeUndefined()
    expect(keyNodeLoginOf({ user: {}, network, family: 'evm', appId: 'app' })).toBeUndefined()
  })

  test('error: none for a token issued more than an hour (less the minute) ago, whatever its exp: the nodes cap its age at 1 h from iat', () => {
    const exp = (now + 10 * 60 * 60_000) / 1_000
    expect(loginOf(tokenWith({ exp, iat: (now - 60 * 60_000) / 1_000 }))).toBeUndefined()
    expect(loginOf(tokenWith({ exp, iat: (now - 59 * 60_000 - 30_000) / 1_000 }))).toBeUndefined()
    expect(loginOf(tokenWith({ exp, iat: (now - 30 * 60_000) / 1_000 }))).toBeDefined()
  })
})
