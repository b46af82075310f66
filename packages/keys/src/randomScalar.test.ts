import { describe, expect, test } from 'vitest'
import { curveGroup } from './curveGroup.js'
import { randomScalar } from './randomScalar.js'
import { seededRandomBytes } from './testing/seededRandomBytes.js'

describe('randomScalar', () => {
  test('default: in [1, order) on both curves, and not repeating', () => {
    for (const curve of ['secp256k1', 'ed25519'] as const) {
      const seen = new Set<bigint>()
      for (let i = 0; i < 50; i++) {
        const scalar = randomScalar(curve)
        expect(scalar >= 1n && scalar < curveGroup(curve).order).toBe(true)
        seen.add(scalar)
      }
      expect(seen.size).toBe(50)
    }
  })

  test('args: randomBytes makes it reproducible', () => {
    const first = randomScalar('ed25519', { randomBytes: seededRandomBytes('x') })
    expect(randomScalar('ed25519', { randomBytes: seededRandomBytes('x') })).toBe(first)
  })

  test('behavior: draws 48 bytes and reduces into [1, order)', () => {
    const lengths: number[] = []
    const allOnes = (length: number) => {
      lengths.push(length)
      return new Uint8Array(length).fill(0xff)
    }
    const { order } = curveGroup('secp256k1')
    expect(randomScalar('secp256k1', { randomBytes: allOnes })).toBe(
      (((1n << 384n) - 1n) % (order - 1n)) + 1n,
    )
    expect(randomScalar('secp256k1', { randomBytes: (n) => new Uint8Array(n) })).toBe(1n)
    expect(lengths).toEqual([48])
  })
})
