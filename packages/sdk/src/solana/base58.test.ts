import { getBase58Codec } from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58.js'

const kit = getBase58Codec()

/** Byte strings with and without leading zeros, up to a full transaction's size. */
const samples = [
  new Uint8Array(),
  Uint8Array.of(0),
  Uint8Array.of(0, 0, 1),
  Uint8Array.of(255),
  Uint8Array.from({ length: 32 }, (_, index) => index + 1),
  Uint8Array.from({ length: 64 }, (_, index) => (index * 37) % 256),
  Uint8Array.from({ length: 1232 }, (_, index) => (index < 3 ? 0 : (index * 101) % 256)),
]

describe('encodeBase58', () => {
  test('default: the Solana (Bitcoin) alphabet; leading zero bytes become 1s', () => {
    expect(encodeBase58(Uint8Array.of(0, 1))).toBe('12')
    expect(encodeBase58(new TextEncoder().encode('hello world'))).toBe('StV1DL6CwTryKyV')
    expect(encodeBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111')
  })

  test.each(samples)('behavior: agrees with @solana/kit for %#', (bytes) => {
    expect(encodeBase58(bytes)).toBe(kit.decode(bytes))
  })
})

describe('decodeBase58', () => {
  test('default: the bytes, leading 1s as zero bytes', () => {
    expect(decodeBase58('12')).toEqual(Uint8Array.of(0, 1))
    expect(decodeBase58('')).toEqual(new Uint8Array())
  })

  test.each(samples)(
    'behavior: reverses encodeBase58 and agrees with @solana/kit for %#',
    (bytes) => {
      const text = encodeBase58(bytes)
      expect(decodeBase58(text)).toEqual(bytes)
      expect(decodeBase58(text)).toEqual(Uint8Array.from(kit.encode(text)))
    },
  )

  test.each(['0', 'O', 'I', 'l', '0x12', 'ab c', 'é'])('error: %j is not base58', (text) => {
    expect(decodeBase58(text)).toBeUndefined()
  })
})
