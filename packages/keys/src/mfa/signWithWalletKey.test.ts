import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import { describe, expect, test } from 'vitest'
import { publicKeyOfSecret } from '../publicKeyOfSecret.js'
import { randomScalar } from '../randomScalar.js'
import { secretToHex } from '../secretToHex.js'
import { signEd25519WithScalar } from '../signEd25519WithScalar.js'
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

describe('a signature a dapp can get from the wallet', () => {
  test("error: the wallet key's own signature of the request (eth_sign of its hash, Solana signMessage of its text) is not a key-network signature", () => {
    const message = 'tessera-keynode:v1:1:recovery-store:x:y'
    const bytes = utf8ToBytes(message)
    for (const curve of ['secp256k1', 'ed25519'] as const) {
      const secret = randomScalar(curve)
      const publicKey = publicKeyOfSecret(curve, secret)
      // What the wallet's signing methods make with the same key: no tweak.
      const walletSignature =
        curve === 'ed25519'
          ? `0x${bytesToHex(signEd25519WithScalar(secret, bytes))}`
          : `0x${secp256k1.sign(sha256(bytes), secretToHex(secret).slice(2), { lowS: true }).toCompactHex()}`
      expect(isSignedByWalletKey({ curve, publicKey, message, signature: walletSignature })).toBe(
        false,
      )
      const signature = signWithWalletKey(curve, secret, message)
      expect(signature).not.toBe(walletSignature)
      expect(isSignedByWalletKey({ curve, publicKey, message, signature })).toBe(true)
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
