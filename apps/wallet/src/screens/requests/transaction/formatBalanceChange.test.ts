import type { BalanceChange } from '@tessera/engine'
import { describe, expect, test } from 'vitest'
import { formatBalanceChange } from './formatBalanceChange.js'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

describe('formatBalanceChange', () => {
  test('default: the native coin leaving the wallet is negative with its symbol', () => {
    const change: BalanceChange = { asset: { type: 'native' }, delta: -15n * 10n ** 17n }
    expect(formatBalanceChange(change, ether)).toBe('-1.5 ETH')
  })

  test('args: an ERC-20 arriving, with the decimals its contract reports', () => {
    const change: BalanceChange = {
      asset: { type: 'token', address: '0x00000000000000000000000000000000000000aa' },
      delta: 20_000_000n,
      symbol: 'USDC',
      decimals: 6,
    }
    expect(formatBalanceChange(change, ether)).toBe('+20 USDC')
  })

  test('args: NFTs show collection and token id', () => {
    const change: BalanceChange = {
      asset: { type: 'nft', address: '0x00000000000000000000000000000000000000bb', tokenId: 7n },
      delta: -1n,
      name: 'Punks',
    }
    expect(formatBalanceChange(change, ether)).toBe('-1 Punks #7')
  })

  test('behavior: a token without a symbol is named by its shortened address', () => {
    const change: BalanceChange = {
      asset: { type: 'token', address: '0x1234567890abcdef1234567890abcdef12345678' },
      delta: 5n,
    }
    expect(formatBalanceChange(change, ether)).toBe('+5 0x1234...345678')
  })
})
