import { bytesToHex } from '@noble/hashes/utils'
import { describe, expect, test } from 'vitest'
import { seededRandomBytes } from './seededRandomBytes.js'

describe('seededRandomBytes', () => {
  test('default: same seed, same stream; another seed, another stream', () => {
    const a = seededRandomBytes('seed')
    const b = seededRandomBytes('seed')
    expect(bytesToHex(a(48))).toBe(bytesToHex(b(48)))
    expect(bytesToHex(a(5))).toBe(bytesToHex(b(5)))
    expect(bytesToHex(seededRandomBytes('other')(48))).not.toBe(
      bytesToHex(seededRandomBytes('seed')(48)),
    )
  })
})
