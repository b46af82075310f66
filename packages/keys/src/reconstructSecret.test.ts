import { describe, expect, test } from 'vitest'
import { curveGroup } from './curveGroup.js'
import { dealShares } from './dealShares.js'
import type { KeyShare } from './KeyShare.js'
import { reconstructSecret } from './reconstructSecret.js'
import { secretToHex } from './secretToHex.js'
import { seededRandomBytes } from './testing/seededRandomBytes.js'

const curves = ['secp256k1', 'ed25519'] as const
const shapes = [
  { threshold: 2, count: 3 },
  { threshold: 3, count: 5 },
] as const

/** Every subset of `items` with `size` elements, in order. */
function subsetsOf<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]]
  return items.flatMap((item, i) =>
    subsetsOf(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]),
  )
}

describe('reconstructSecret', () => {
  test('default: fixed vector f(x) = 1234 + 5678x, any two shares give 1234', () => {
    const shares = [
      { index: 1, value: secretToHex(6912n) },
      { index: 2, value: secretToHex(12_590n) },
      { index: 3, value: secretToHex(18_268n) },
    ]
    for (const curve of curves) {
      for (const subset of subsetsOf(shares, 2)) {
        expect(reconstructSecret({ curve, shares: subset })).toBe(1234n)
      }
    }
  })

  test('behavior: every t-subset of a deal gives the secret (both curves, 2/3 and 3/5)', () => {
    for (const curve of curves) {
      for (const shape of shapes) {
        const { secret, shares } = dealShares({ curve, ...shape })
        const subsets = subsetsOf(shares, shape.threshold)
        expect(subsets).toHaveLength(shape.count === 3 ? 3 : 10)
        for (const subset of subsets)
          expect(reconstructSecret({ curve, shares: subset })).toBe(secret)
        // Order does not matter, and more than t shares are fine.
        expect(reconstructSecret({ curve, shares: [...shares].reverse() })).toBe(secret)
      }
    }
  })

  test('behavior: t-1 shares give some other value than the secret (fixed-seed deal)', () => {
    for (const curve of curves) {
      for (const shape of shapes) {
        const { secret, shares } = dealShares({
          curve,
          ...shape,
          randomBytes: seededRandomBytes(`t-1 ${curve} ${shape.threshold}`),
        })
        for (const subset of subsetsOf(shares, shape.threshold - 1)) {
          expect(reconstructSecret({ curve, shares: subset })).not.toBe(secret)
        }
      }
    }
  })

  test('error: no shares', () => {
    expect(() =>
      reconstructSecret({ curve: 'secp256k1', shares: [] }),
    ).toThrowErrorMatchingInlineSnapshot(`[Error: reconstructSecret: at least one share is needed]`)
  })

  test('error: duplicate index', () => {
    const { shares } = dealShares({ curve: 'ed25519', threshold: 2, count: 3 })
    const first = shares[0] as KeyShare
    expect(() =>
      reconstructSecret({ curve: 'ed25519', shares: [first, { ...first }] }),
    ).toThrowErrorMatchingInlineSnapshot(`[Error: reconstructSecret: duplicate share index 1]`)
  })

  test('error: bad index or value, without the value in the message', () => {
    const { order } = curveGroup('ed25519')
    expect(() =>
      reconstructSecret({ curve: 'ed25519', shares: [{ index: 0, value: secretToHex(1n) }] }),
    ).toThrowErrorMatchingInlineSnapshot(`[Error: reconstructSecret: share index must be 1 to 255]`)
    expect(() =>
      reconstructSecret({ curve: 'ed25519', shares: [{ index: 1, value: secretToHex(order) }] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: reconstructSecret: share 1 is not a 32-byte scalar below the order]`,
    )
  })

  test('error: shares that interpolate to zero are not a key', () => {
    expect(() =>
      reconstructSecret({ curve: 'secp256k1', shares: [{ index: 1, value: secretToHex(0n) }] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: reconstructSecret: the shares interpolate to zero, not a key]`,
    )
  })
})
