import { describe, expect, test } from 'vitest'
import { curveGroup } from './curveGroup.js'
import { generateKeyForFamily } from './generateKeyForFamily.js'
import { multiversxShardOf } from './multiversxShardOf.js'
import { publicKeyOfSecret } from './publicKeyOfSecret.js'
import { seededRandomBytes } from './testing/seededRandomBytes.js'

describe('generateKeyForFamily', () => {
  test('default: a secret in [1, order) of the family curve', () => {
    const evm = generateKeyForFamily({ family: 'evm' })
    expect(evm >= 1n && evm < curveGroup('secp256k1').order).toBe(true)
    for (const family of ['solana', 'multiversx', 'near'] as const) {
      const secret = generateKeyForFamily({ family })
      expect(secret >= 1n && secret < curveGroup('ed25519').order).toBe(true)
    }
  })

  test('behavior: MultiversX keys land in the requested shard 0, 1 and 2 (SPEC §5)', () => {
    for (const shard of [0, 1, 2]) {
      for (let i = 0; i < 10; i++) {
        const secret = generateKeyForFamily({ family: 'multiversx', multiversxShard: shard })
        expect(multiversxShardOf(publicKeyOfSecret('ed25519', secret))).toBe(shard)
      }
    }
  })

  test('args: randomBytes makes it reproducible', () => {
    const generate = () =>
      generateKeyForFamily({
        family: 'multiversx',
        multiversxShard: 2,
        randomBytes: seededRandomBytes('shard 2'),
      })
    expect(generate()).toBe(generate())
  })

  test('error: a broken random source gives up instead of looping forever', () => {
    // All-zero bytes map to the scalar 1 every time; its public key (…66) is in shard 2.
    const zeros = (length: number) => new Uint8Array(length)
    expect(multiversxShardOf(publicKeyOfSecret('ed25519', 1n))).toBe(2)
    expect(() =>
      generateKeyForFamily({ family: 'multiversx', multiversxShard: 0, randomBytes: zeros }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: generateKeyForFamily: no key in the requested shard; the random source is broken]`,
    )
  })

  test('error: shard out of range, or given for another family', () => {
    expect(() =>
      generateKeyForFamily({ family: 'multiversx', multiversxShard: 3 }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: generateKeyForFamily: multiversxShard must be 0, 1 or 2]`,
    )
    expect(() => generateKeyForFamily({ family: 'multiversx', multiversxShard: -1 })).toThrow(
      '0, 1 or 2',
    )
    expect(() =>
      generateKeyForFamily({ family: 'solana', multiversxShard: 0 }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: generateKeyForFamily: multiversxShard applies to the multiversx family only]`,
    )
  })
})
