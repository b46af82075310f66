import { secp256k1 } from '@noble/curves/secp256k1'
import { describe, expect, test } from 'vitest'
import { verifySecp256k1ShareNatively } from './verifySecp256k1ShareNatively.js'

const { n } = secp256k1.CURVE
const hex = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`
const point = (scalar: bigint) => `0x${secp256k1.ProjectivePoint.BASE.multiply(scalar).toHex(true)}`

/** A 3-of-n deal with fixed coefficients: f(x) = a0 + a1·x + a2·x² mod n. */
const coefficients = [0x1234_5678_9abcn, n - 17n, 0xdead_beefn]
const commitments = coefficients.map(point)
const shareAt = (index: number) =>
  coefficients.reduce((sum, a, j) => (sum + a * BigInt(index) ** BigInt(j)) % n, 0n)

describe('verifySecp256k1ShareNatively', () => {
  test('default: every dealt share verifies against the commitments', () => {
    for (const index of [1, 2, 3, 7, 255])
      expect(verifySecp256k1ShareNatively({ index, value: hex(shareAt(index)), commitments })).toBe(
        true,
      )
  })

  test('error: a wrong value, a wrong index or other commitments do not verify', () => {
    const value = hex(shareAt(2))
    expect(
      verifySecp256k1ShareNatively({ index: 2, value: hex(shareAt(2) + 1n), commitments }),
    ).toBe(false)
    expect(verifySecp256k1ShareNatively({ index: 3, value, commitments })).toBe(false)
    expect(
      verifySecp256k1ShareNatively({ index: 2, value, commitments: commitments.slice(0, 2) }),
    ).toBe(false)
  })

  test('error: malformed input is false, never a throw', () => {
    const value = hex(shareAt(1))
    expect(verifySecp256k1ShareNatively({ index: 1, value: '0x0', commitments })).toBe(false)
    expect(verifySecp256k1ShareNatively({ index: 1, value: hex(n), commitments })).toBe(false)
    expect(verifySecp256k1ShareNatively({ index: 1, value, commitments: [] })).toBe(false)
    expect(verifySecp256k1ShareNatively({ index: 1, value, commitments: ['0x02ff'] })).toBe(false)
    expect(verifySecp256k1ShareNatively({ index: 1, value: 'zz', commitments })).toBe(false)
  })
})
