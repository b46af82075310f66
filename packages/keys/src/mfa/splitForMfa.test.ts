import { describe, expect, test } from 'vitest'
import { publicKeyOfSecret } from '../publicKeyOfSecret.js'
import { randomScalar } from '../randomScalar.js'
import { seededRandomBytes } from '../testing/seededRandomBytes.js'
import { verifyShare } from '../verifyShare.js'
import { splitForMfa } from './splitForMfa.js'

describe('splitForMfa', () => {
  test('default: three factors at 1 network, 2 device, 3 recovery; C_0 is the public key', () => {
    const secret = randomScalar('secp256k1')
    const split = splitForMfa(secret, 'secp256k1')
    expect([split.network, split.device, split.recovery].map((f) => [f.curve, f.index])).toEqual([
      ['secp256k1', 1],
      ['secp256k1', 2],
      ['secp256k1', 3],
    ])
    expect(split.commitments).toHaveLength(2)
    expect(split.commitments[0]).toBe(publicKeyOfSecret('secp256k1', secret))
  })

  test('behavior: every factor verifies against the line commitments (Feldman), both curves', () => {
    for (const curve of ['secp256k1', 'ed25519'] as const) {
      const split = splitForMfa(randomScalar(curve), curve)
      for (const factor of [split.network, split.device, split.recovery]) {
        expect(verifyShare({ curve, share: factor, commitments: split.commitments })).toBe(true)
        expect(factor.value).toMatch(/^0x[0-9a-f]{64}$/)
      }
    }
  })

  test('behavior: a fresh line every time, so factors of two setups do not mix', () => {
    const secret = randomScalar('ed25519')
    expect(splitForMfa(secret, 'ed25519').device).not.toEqual(splitForMfa(secret, 'ed25519').device)
  })

  test('args: randomBytes makes the split reproducible (fixed vector)', () => {
    const split = () =>
      splitForMfa(1234n, 'secp256k1', { randomBytes: seededRandomBytes('splitForMfa') })
    expect(split()).toEqual(split())
    expect(split().network.value).toMatchInlineSnapshot(
      `"0x4afc0e60326556704bfe42116d387c4f3bb0290735afe065f02b6065f1a9ec71"`,
    )
  })

  test('error: a secret outside [1, order) is refused', () => {
    expect(() => splitForMfa(0n, 'secp256k1')).toThrow('secret must be in [1, order)')
  })
})
