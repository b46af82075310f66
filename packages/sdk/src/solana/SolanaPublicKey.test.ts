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
