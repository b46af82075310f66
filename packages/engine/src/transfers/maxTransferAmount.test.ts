import type { AssetEntry } from '@tessera/chains'
import { describe, expect, test } from 'vitest'
import { maxTransferAmount } from './maxTransferAmount.js'

const ether: AssetEntry = {
  address: 'native',
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  balance: 1_000_000n,
}
const token: AssetEntry = { ...ether, address: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984' }

describe('maxTransferAmount', () => {
  test('default: the native coin leaves room for the most the fee can cost', () => {
    expect(maxTransferAmount({ asset: ether, maxFee: 21_000n })).toBe(979_000n)
  })

  test('behavior: a token sends its whole balance; the fee is paid in the native coin', () => {
    expect(maxTransferAmount({ asset: token, maxFee: 21_000n })).toBe(1_000_000n)
  })

  test('behavior: never below zero, and zero for a balance that could not be read', () => {
    expect(maxTransferAmount({ asset: ether, maxFee: 2_000_000n })).toBe(0n)
    expect(maxTransferAmount({ asset: { ...token, balance: null }, maxFee: 0n })).toBe(0n)
  })
})
