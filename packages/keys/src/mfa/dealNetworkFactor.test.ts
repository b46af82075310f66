import { describe, expect, test } from 'vitest'
import { publicKeyOfSecret } from '../publicKeyOfSecret.js'
import { randomScalar } from '../randomScalar.js'
import { reconstructSecret } from '../reconstructSecret.js'
import { verifyShare } from '../verifyShare.js'
import { dealNetworkFactor } from './dealNetworkFactor.js'
import { factorPublicPoint } from './factorPublicPoint.js'
import { splitForMfa } from './splitForMfa.js'

describe('dealNetworkFactor', () => {
  test("default: t-of-n shares of the network factor; C_0 is its point K + A, not the wallet's key", () => {
    const secret = randomScalar('secp256k1')
    const split = splitForMfa(secret, 'secp256k1')
    const deal = dealNetworkFactor({ networkFactor: split.network, threshold: 2, count: 3 })
    for (const share of deal.shares)
      expect(verifyShare({ curve: 'secp256k1', share, commitments: deal.commitments })).toBe(true)
    expect(reconstructSecret({ curve: 'secp256k1', shares: deal.shares.slice(1) })).toBe(
      BigInt(split.network.value),
    )
    expect(deal.commitments[0]).toBe(
      factorPublicPoint({ curve: 'secp256k1', commitments: split.commitments, index: 1 }),
    )
    expect(deal.commitments[0]).not.toBe(publicKeyOfSecret('secp256k1', secret))
  })

  test('error: only the network factor is dealt to the nodes', () => {
    const split = splitForMfa(randomScalar('ed25519'), 'ed25519')
    expect(() =>
      dealNetworkFactor({ networkFactor: split.recovery, threshold: 2, count: 3 }),
    ).toThrow(expect.objectContaining({ code: 'input_invalid' }))
  })
})
