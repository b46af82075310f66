import { describe, expect, test } from 'vitest'
import { solanaTestAddress, solanaTestKey } from '../testing/solanaTestAccount.js'
import { SolanaPublicKey } from './SolanaPublicKey.js'

describe('SolanaPublicKey', () => {
  test('default: reads like a @solana/web3.js PublicKey', () => {
    const key = new SolanaPublicKey(solanaTestKey)
    expect(key.toBase58()).toBe(solanaTestAddress)
    expect(String(key)).toBe(solanaTestAddress)
    expect(JSON.stringify({ key })).toBe(`{"key":"${solanaTestAddress}"}`)
    expect(key.toBytes()).toEqual(solanaTestKey)
  })

  test('behavior: #17 toBuffer gives a copy of the key bytes, as web3.js PublicKey has', () => {
    const key = new SolanaPublicKey(solanaTestKey)
    expect(key.toBuffer()).toEqual(solanaTestKey)
    key.toBuffer().fill(0)
    expect(key.toBuffer()).toEqual(solanaTestKey)
  })

  test('behavior: #17 reads as its 32 bytes, as web3.js new PublicKey(key) reads an array (bn.js: length, key[i])', () => {
    const key = new SolanaPublicKey(solanaTestKey)
    expect(key.length).toBe(32)
    expect(Uint8Array.from({ length: key.length }, (_, index) => key[index] ?? -1)).toEqual(
      solanaTestKey,
    )
    expect(() => {
      ;(key as { [index: number]: number })[0] = 7
    }).toThrow(TypeError)
    expect(key[0]).toBe(solanaTestKey[0])
    expect(Object.keys(key)).toEqual([]) // still prints and compares as its address
  })

  test('behavior: equals compares with anything that has toBase58', () => {
    const key = new SolanaPublicKey(solanaTestKey)
    expect(key.equals(new SolanaPublicKey(solanaTestKey))).toBe(true)
    expect(key.equals({ toBase58: () => solanaTestAddress })).toBe(true)
    expect(key.equals(new SolanaPublicKey(new Uint8Array(32)))).toBe(false)
  })

  test('behavior: holds its own copy of the bytes', () => {
    const bytes = Uint8Array.from(solanaTestKey)
    const key = new SolanaPublicKey(bytes)
    bytes.fill(0)
    key.toBytes().fill(0)
    expect(key.toBytes()).toEqual(solanaTestKey)
  })

  test.each([31, 33, 0])('error: %i bytes are not a public key', (length) => {
    expect(() => new SolanaPublicKey(new Uint8Array(length))).toThrow(
      'A Solana public key is 32 bytes',
    )
  })
})
