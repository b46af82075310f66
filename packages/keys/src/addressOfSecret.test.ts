import { describe, expect, test } from 'vitest'
import { addressOfSecret } from './addressOfSecret.js'
import { publicKeyOfSecret } from './publicKeyOfSecret.js'
import { solanaAddress } from './solanaAddress.js'

const secret = 0x1234_5678_9abc_def0n

describe('addressOfSecret', () => {
  test('default: F-001 an EVM key is a checksummed 0x address', () => {
    // The address of private key 0x…123456789abcdef0, as any EVM wallet derives it.
    expect(addressOfSecret('evm', secret)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(addressOfSecret('evm', 1n)).toBe('0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf')
  })

  test('args: F-003 a Solana key is the base58 of its ed25519 public key', () => {
    expect(addressOfSecret('solana', secret)).toBe(
      solanaAddress(publicKeyOfSecret('ed25519', secret)),
    )
    expect(addressOfSecret('solana', secret)).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  })

  test('args: MultiversX and Near addresses of the same ed25519 key', () => {
    expect(addressOfSecret('multiversx', secret)).toMatch(/^erd1[02-9ac-hj-np-z]{58}$/)
    expect(addressOfSecret('near', secret)).toMatch(/^[0-9a-f]{64}$/)
  })
})
