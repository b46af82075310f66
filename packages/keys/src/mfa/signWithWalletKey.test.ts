import { describe, expect, test } from 'vitest'
import { publicKeyOfSecret } from '../publicKeyOfSecret.js'
import { randomScalar } from '../randomScalar.js'
import { isSignedByWalletKey } from './isSignedByWalletKey.js'
import { signWithWalletKey } from './signWithWalletKey.js'

describe('signWithWalletKey', () => {
  test('default: isSignedByWalletKey accepts it for its key and message only, both curves', () => {
    for (const curve of ['secp256k1', 'ed25519'] as const) {
      const secret = randomScalar(curve)
      const publicKey = publicKeyOfSecret(curve, secret)
      const signature = signWithWalletKey(curve, secret, 'tessera-keynode:v1:1:reshare:x:y')
      expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
      const check = { curve, publicKey, message: 'tessera-keynode:v1:1:reshare:x:y', signature }
      expect(isSignedByWalletKey(check)).toBe(true)
      expect(isSignedByWalletKey({ ...check, message: 'tessera-keynode:v1:2:reshare:x:y' })).toBe(
        false,
      )
      const other = publicKeyOfSecret(curve, randomScalar(curve))
      expect(isSignedByWalletKey({ ...check, publicKey: other })).toBe(false)
    }
  })
})

describe('isSignedByWalletKey', () => {
  test('error: malformed signatures and keys are false, not a throw', () => {
    const base = { curve: 'secp256k1', message: 'm' } as const
    const publicKey = publicKeyOfSecret('secp256k1', 7n)
    for (const signature of [undefined, 42, '0x', `0x${'00'.repeat(64)}`, `0x${'zz'.repeat(64)}`])
      expect(isSignedByWalletKey({ ...base, publicKey, signature })).toBe(false)
    const signature = signWithWalletKey('secp256k1', 7n, 'm')
    expect(isSignedByWalletKey({ ...base, publicKey: '0x02', signature })).toBe(false)
  })
})
