import { describe, expect, test } from 'vitest'
import { curveGroup } from './curveGroup.js'
import { dealShares } from './dealShares.js'
import type { KeyShare } from './KeyShare.js'
import { publicKeyOfSecret } from './publicKeyOfSecret.js'
import { secretToHex } from './secretToHex.js'
import { verifyShare } from './verifyShare.js'

const curves = ['secp256k1', 'ed25519'] as const
const shapes = [
  { threshold: 2, count: 3 },
  { threshold: 3, count: 5 },
] as const

describe('verifyShare', () => {
  test('default: every dealt share verifies (both curves, 2/3 and 3/5)', () => {
    for (const curve of curves) {
      for (const shape of shapes) {
        const { shares, commitments } = dealShares({ curve, ...shape })
        for (const share of shares) expect(verifyShare({ curve, share, commitments })).toBe(true)
      }
    }
  })

  test('behavior: fixed vector f(x) = 1234 + 5678x', () => {
    for (const curve of curves) {
      const commitments = [publicKeyOfSecret(curve, 1234n), publicKeyOfSecret(curve, 5678n)]
      for (const [index, value] of [
        [1, 6912n],
        [2, 12_590n],
        [3, 18_268n],
      ] as const) {
        const share = { index, value: secretToHex(value) }
        expect(verifyShare({ curve, share, commitments })).toBe(true)
      }
      const wrong = { index: 3, value: secretToHex(18_269n) }
      expect(verifyShare({ curve, share: wrong, commitments })).toBe(false)
    }
  })

  test('error: a tampered share value or index fails', () => {
    for (const curve of curves) {
      const { shares, commitments } = dealShares({ curve, threshold: 2, count: 3 })
      const share = shares[0] as KeyShare
      const bumped = secretToHex((BigInt(share.value) + 1n) % curveGroup(curve).order)
      expect(verifyShare({ curve, share: { ...share, value: bumped }, commitments })).toBe(false)
      expect(verifyShare({ curve, share: { ...share, index: 2 }, commitments })).toBe(false)
    }
  })

  test('error: a tampered commitment fails', () => {
    for (const curve of curves) {
      const { shares, commitments } = dealShares({ curve, threshold: 3, count: 5 })
      const share = shares[4] as KeyShare
      const other = publicKeyOfSecret(curve, 7n)
      for (const position of [0, 1, 2]) {
        const tampered = commitments.with(position, other)
        expect(verifyShare({ curve, share, commitments: tampered })).toBe(false)
      }
      // A missing or an extra commitment changes the polynomial too.
      expect(verifyShare({ curve, share, commitments: commitments.slice(0, 2) })).toBe(false)
      expect(verifyShare({ curve, share, commitments: [...commitments, other] })).toBe(false)
    }
  })

  test('error: malformed input gives false, never throws', () => {
    const curve = 'secp256k1'
    const { shares, commitments } = dealShares({ curve, threshold: 2, count: 3 })
    const share = shares[0] as KeyShare
    const cases: unknown[] = [
      { curve, share: { ...share, index: 0 }, commitments },
      { curve, share: { ...share, index: 256 }, commitments },
      { curve, share: { ...share, value: share.value.slice(0, 40) }, commitments },
      { curve, share: { ...share, value: `0x${'ff'.repeat(32)}` }, commitments },
      { curve, share: { ...share, value: 'not hex' }, commitments },
      { curve, share, commitments: [] },
      { curve, share, commitments: ['0x02'] },
      { curve, share, commitments: [`0x02${'00'.repeat(32)}`, commitments[1]] },
      { curve, share, commitments: 'nope' },
      { curve, share: null, commitments },
      { curve: 'ed25519', share, commitments },
      { curve: 'p256', share, commitments },
    ]
    for (const input of cases) {
      expect(verifyShare(input as Parameters<typeof verifyShare>[0])).toBe(false)
    }
  })
})
