import { describe, expect, test } from 'vitest'
import { walletBalanceChanges } from './walletBalanceChanges.js'

const holdings = (lamports: bigint, tokens: [string, string, bigint][]) => ({
  lamports,
  tokens: new Map(
    tokens.map(([account, mint, amount]) => [account, { mint, amount, decimals: 6 }]),
  ),
})

describe('walletBalanceChanges', () => {
  test('default: SOL with the fee added back, then each mint, summed over its accounts', () => {
    const before = holdings(100n, [
      ['a1', 'mintA', 10n],
      ['a2', 'mintA', 5n],
      ['b', 'mintB', 7n],
    ])
    const after = holdings(40n, [
      ['a1', 'mintA', 2n],
      ['b', 'mintB', 7n],
      ['c', 'mintC', 3n],
    ])
    expect(walletBalanceChanges(before, after, 10n)).toEqual([
      { asset: { type: 'native' }, delta: -50n },
      { asset: { type: 'token', address: 'mintA' }, delta: -13n, decimals: 6 },
      { asset: { type: 'token', address: 'mintC' }, delta: 3n, decimals: 6 },
    ])
  })

  test('behavior: nothing changed, nothing listed (the fee alone is not a change)', () => {
    expect(walletBalanceChanges(holdings(100n, []), holdings(95n, []), 5n)).toEqual([])
  })
})
