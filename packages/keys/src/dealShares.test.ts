import { describe, expect, test } from 'vitest'
import { curveGroup } from './curveGroup.js'
import { dealShares } from './dealShares.js'
import { seededRandomBytes } from './testing/seededRandomBytes.js'

describe('dealShares', () => {
  test('default: 2-of-3 on secp256k1 gives 3 indexed 32-byte shares and 2 commitments', () => {
    const deal = dealShares({ curve: 'secp256k1', threshold: 2, count: 3 })
    expect(deal.shares.map((share) => share.index)).toEqual([1, 2, 3])
    for (const share of deal.shares) expect(share.value).toMatch(/^0x[0-9a-f]{64}$/)
    expect(deal.commitments).toHaveLength(2)
    for (const commitment of deal.commitments) expect(commitment).toMatch(/^0x0[23][0-9a-f]{64}$/)
    expect(deal.secret > 0n && deal.secret < curveGroup('secp256k1').order).toBe(true)
  })

  test('args: ed25519 commitments are 32-byte points', () => {
    const deal = dealShares({ curve: 'ed25519', threshold: 3, count: 5 })
    expect(deal.shares).toHaveLength(5)
    expect(deal.commitments).toHaveLength(3)
    for (const commitment of deal.commitments) expect(commitment).toMatch(/^0x[0-9a-f]{64}$/)
  })

  test('args: a given secret is split, and its commitment is secret·G', () => {
    const deal = dealShares({ curve: 'secp256k1', threshold: 2, count: 3, secret: 1n })
    expect(deal.secret).toBe(1n)
    expect(deal.commitments[0]).toBe(
      '0x0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
    )
  })

  test('args: randomBytes makes the deal reproducible (fixed vector)', () => {
    const deal = () =>
      dealShares({
        curve: 'secp256k1',
        threshold: 2,
        count: 3,
        randomBytes: seededRandomBytes('dealShares'),
      })
    expect(deal()).toEqual(deal())
    expect(deal().commitments).toMatchInlineSnapshot(`
      [
        "0x02cb50caef9bd96aa08d16e66da2ee651955c1546182c4f10fe9152e5477218491",
        "0x021f0d9ac22f3507b13ccfdb64ee081490854e0f84e100ed5957d4571e17485234",
      ]
    `)
  })

  test('behavior: threshold 1 gives every node the secret itself', () => {
    const deal = dealShares({ curve: 'ed25519', threshold: 1, count: 3, secret: 42n })
    expect(deal.shares.map((share) => BigInt(share.value))).toEqual([42n, 42n, 42n])
    expect(deal.commitments).toHaveLength(1)
  })

  test('behavior: 255 shares is the largest deal', () => {
    expect(dealShares({ curve: 'ed25519', threshold: 2, count: 255 }).shares).toHaveLength(255)
  })

  test('error: threshold and count out of range', () => {
    const curve = 'secp256k1'
    expect(() => dealShares({ curve, threshold: 0, count: 3 })).toThrowErrorMatchingInlineSnapshot(
      `[Error: dealShares: threshold must be an integer from 1 to count]`,
    )
    expect(() => dealShares({ curve, threshold: 4, count: 3 })).toThrow('threshold')
    expect(() => dealShares({ curve, threshold: 1.5, count: 3 })).toThrow('threshold')
    expect(() => dealShares({ curve, threshold: 1, count: 0 })).toThrowErrorMatchingInlineSnapshot(
      `[Error: dealShares: count must be an integer from 1 to 255]`,
    )
    expect(() => dealShares({ curve, threshold: 2, count: 256 })).toThrow('count')
  })

  test('error: secret outside [1, order)', () => {
    const { order } = curveGroup('ed25519')
    expect(() =>
      dealShares({ curve: 'ed25519', threshold: 2, count: 3, secret: 0n }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: dealShares: secret must be in [1, order) of the curve]`,
    )
    expect(() => dealShares({ curve: 'ed25519', threshold: 2, count: 3, secret: order })).toThrow(
      'secret',
    )
  })
})
