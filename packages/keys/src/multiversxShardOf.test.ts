import type { Hex } from 'viem'
import { describe, expect, test } from 'vitest'
import { multiversxShardOf } from './multiversxShardOf.js'

/** A 32-byte public key ending in `lastByte`; the shard rule reads nothing else. */
const keyEndingIn = (lastByte: number): Hex =>
  `0x${'00'.repeat(31)}${lastByte.toString(16).padStart(2, '0')}`

describe('multiversxShardOf', () => {
  test('default: known vector, "alice" (…69e1) is in shard 1', () => {
    expect(
      multiversxShardOf('0x0139472eff6886771a982f3083da5d421f24c29181e63888228dc81ca60d69e1'),
    ).toBe(1)
  })

  test('behavior: 3 shards, 2 bits; a last byte ending in 0b11 falls back to 1 bit', () => {
    expect(
      [0x00, 0x01, 0x02, 0x03, 0xfc, 0xfd, 0xfe, 0xff].map((b) =>
        multiversxShardOf(keyEndingIn(b)),
      ),
    ).toEqual([0, 1, 2, 1, 0, 1, 2, 1])
  })

  test('behavior: over all 256 last bytes shard 1 gets half, shards 0 and 2 a quarter each', () => {
    const counts = [0, 0, 0]
    for (let b = 0; b < 256; b++) {
      const shard = multiversxShardOf(keyEndingIn(b))
      counts[shard] = (counts[shard] ?? 0) + 1
    }
    expect(counts).toEqual([64, 128, 64])
  })

  test('args: shardCount 1, 2, 4 and 5', () => {
    expect(multiversxShardOf(keyEndingIn(0xff), 1)).toBe(0)
    expect(multiversxShardOf(keyEndingIn(0xff), 2)).toBe(1)
    expect(multiversxShardOf(keyEndingIn(0xfe), 4)).toBe(2)
    expect(multiversxShardOf(keyEndingIn(0x07), 5)).toBe(3) // 0b111 > 4, so 0b11
    expect(multiversxShardOf(keyEndingIn(0x04), 5)).toBe(4)
  })

  test('error: bad key or shard count', () => {
    expect(() => multiversxShardOf('0x01')).toThrow('32 bytes')
    expect(() => multiversxShardOf(keyEndingIn(1), 0)).toThrowErrorMatchingInlineSnapshot(
      `[Error: multiversxShardOf: shardCount must be an integer from 1 to 256]`,
    )
    expect(() => multiversxShardOf(keyEndingIn(1), 2.5)).toThrow('shardCount')
  })
})
