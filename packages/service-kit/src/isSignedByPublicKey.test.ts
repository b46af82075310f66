import { secp256k1 } from '@noble/curves/secp256k1'
import { type Hex, hashMessage, hexToBytes, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { isSignedByPublicKey } from './isSignedByPublicKey.js'

describe('isSignedByPublicKey', () => {
  test("default: true for the signer's key, on many random keys and messages", async () => {
    for (let i = 0; i < 20; i++) {
      const account = privateKeyToAccount(generatePrivateKey())
      const message = `tessera share request ${i} ${'ü'.repeat(i)}`
      const signature = await account.signMessage({ message })
      expect(isSignedByPublicKey(message, signature, account.publicKey)).toBe(true)
    }
  })

  test('behavior: false for another message or another key', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const other = privateKeyToAccount(generatePrivateKey())
    const signature = await account.signMessage({ message: 'lookup' })
    expect(isSignedByPublicKey('store', signature, account.publicKey)).toBe(false)
    expect(isSignedByPublicKey('lookup', signature, other.publicKey)).toBe(false)
  })

  test('behavior: a high-s signature counts, as recovery would take it', () => {
    const privateKey = generatePrivateKey()
    const publicKey = privateKeyToAccount(privateKey).publicKey
    const low = secp256k1.sign(hexToBytes(hashMessage('lookup')), hexToBytes(privateKey))
    const high = new secp256k1.Signature(low.r, secp256k1.CURVE.n - low.s)
    const signature = `${toHex(high.toCompactRawBytes())}1b` as Hex
    expect(isSignedByPublicKey('lookup', signature, publicKey)).toBe(true)
  })

  test.each([
    ['signature too short', '0x1234', undefined],
    ['zero r and s', `0x${'00'.repeat(64)}1b`, undefined],
    ['key off the curve', undefined, `0x04${'11'.repeat(64)}`],
    ['compressed key', undefined, `0x02${'11'.repeat(32)}`],
  ] as const)('error: %s gives false', async (_, badSignature, badKey) => {
    const account = privateKeyToAccount(generatePrivateKey())
    const signature = badSignature ?? (await account.signMessage({ message: 'm' }))
    expect(isSignedByPublicKey('m', signature as Hex, (badKey ?? account.publicKey) as Hex)).toBe(
      false,
    )
  })
})
