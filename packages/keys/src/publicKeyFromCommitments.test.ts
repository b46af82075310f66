import { describe, expect, test } from 'vitest'
import { dealShares } from './dealShares.js'
import { publicKeyFromCommitments } from './publicKeyFromCommitments.js'
import { publicKeyOfSecret } from './publicKeyOfSecret.js'

describe('publicKeyFromCommitments', () => {
  test('default: equals publicKeyOfSecret of the dealt secret (both curves)', () => {
    for (const curve of ['secp256k1', 'ed25519'] as const) {
      const { secret, commitments } = dealShares({ curve, threshold: 2, count: 3 })
      expect(publicKeyFromCommitments({ curve, commitments })).toBe(
        publicKeyOfSecret(curve, secret),
      )
    }
  })

  test('args: upper-case hex comes back lower-case', () => {
    const commitments = [`0x${publicKeyOfSecret('ed25519', 5n).slice(2).toUpperCase()}` as const]
    expect(publicKeyFromCommitments({ curve: 'ed25519', commitments })).toBe(
      publicKeyOfSecret('ed25519', 5n),
    )
  })

  test('error: no commitments, or C_0 not a point of the curve', () => {
    expect(() =>
      publicKeyFromCommitments({ curve: 'ed25519', commitments: [] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: publicKeyFromCommitments: the first commitment is not a valid point]`,
    )
    const secpKey = publicKeyOfSecret('secp256k1', 5n)
    expect(() => publicKeyFromCommitments({ curve: 'ed25519', commitments: [secpKey] })).toThrow(
      'not a valid point',
    )
  })
})
