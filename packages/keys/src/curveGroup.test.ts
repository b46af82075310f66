import { ed25519 } from '@noble/curves/ed25519'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils'
import { describe, expect, test } from 'vitest'
import { curveGroup } from './curveGroup.js'

describe('curveGroup', () => {
  test('default: orders are secp256k1 n and ed25519 l', () => {
    expect(curveGroup('secp256k1').order).toBe(
      0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n,
    )
    expect(curveGroup('ed25519').order).toBe(2n ** 252n + 27742317777372353535851937790883648493n)
  })

  test('behavior: base point encodings', () => {
    expect(bytesToHex(curveGroup('secp256k1').encode(curveGroup('secp256k1').base))).toBe(
      '0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
    )
    expect(bytesToHex(curveGroup('ed25519').encode(curveGroup('ed25519').base))).toBe(
      '5866666666666666666666666666666666666666666666666666666666666666',
    )
  })

  test('behavior: decode then encode round-trips', () => {
    for (const curve of ['secp256k1', 'ed25519'] as const) {
      const group = curveGroup(curve)
      const encoded = group.encode(group.base.multiply(123_456_789n))
      const decoded = group.decode(encoded)
      expect(decoded && bytesToHex(group.encode(decoded))).toBe(bytesToHex(encoded))
    }
  })

  test('error: decode refuses wrong lengths, off-curve bytes and small-order ed25519 points', () => {
    expect(curveGroup('secp256k1').decode(new Uint8Array(32))).toBeUndefined()
    // x = 0 is not on secp256k1 (7 is not a square mod p).
    expect(curveGroup('secp256k1').decode(hexToBytes(`02${'00'.repeat(32)}`))).toBeUndefined()
    expect(curveGroup('ed25519').decode(new Uint8Array(33))).toBeUndefined()
    // The identity (y = 1) and a point of order 2 (y = -1) are on the curve but not usable.
    const identity = hexToBytes(`01${'00'.repeat(31)}`)
    expect(curveGroup('ed25519').decode(identity)).toBeUndefined()
    const orderTwo = ed25519.ExtendedPoint.fromAffine({ x: 0n, y: ed25519.CURVE.Fp.ORDER - 1n })
    expect(curveGroup('ed25519').decode(orderTwo.toRawBytes())).toBeUndefined()
    // A prime-order point plus a torsion point is on the curve but not torsion-free.
    const dirty = ed25519.ExtendedPoint.BASE.add(orderTwo)
    expect(curveGroup('ed25519').decode(dirty.toRawBytes())).toBeUndefined()
  })
})
