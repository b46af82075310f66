import { describe, expect, test } from 'vitest'
import { publicKeyOfSecret } from '../publicKeyOfSecret.js'
import { randomScalar } from '../randomScalar.js'
import { factorPublicPoint } from './factorPublicPoint.js'
import { splitForMfa } from './splitForMfa.js'

describe('factorPublicPoint', () => {
  test('default: K + i·A is the public point of factor i, both curves', () => {
    for (const curve of ['secp256k1', 'ed25519'] as const) {
      const split = splitForMfa(randomScalar(curve), curve)
      for (const factor of [split.network, split.device, split.recovery])
        expect(
          factorPublicPoint({ curve, commitments: split.commitments, index: factor.index }),
        ).toBe(publicKeyOfSecret(curve, BigInt(factor.value)))
    }
  })

  test('error: not exactly two valid points', () => {
    const { commitments } = splitForMfa(randomScalar('secp256k1'), 'secp256k1')
    const curve = 'secp256k1'
    expect(() =>
      factorPublicPoint({ curve, commitments: [commitments[0] ?? '0x'], index: 1 }),
    ).toThrow('exactly two')
    expect(() =>
      factorPublicPoint({
        curve,
        commitments: [commitments[0] ?? '0x', `0x04${'00'.repeat(32)}`],
        index: 1,
      }),
    ).toThrow('not a valid point')
  })
})
