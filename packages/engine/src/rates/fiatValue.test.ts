import { describe, expect, test } from 'vitest'
import { fiatValue, formatFiat } from './fiatValue.js'

const rates = { ETH: 0.0005, USDC: 1 }
const oneAndHalfEth = 1_500_000_000_000_000_000n

describe('fiatValue', () => {
  test('default: balance × (1 / units per USD)', () => {
    expect(
      fiatValue({ amount: oneAndHalfEth, decimals: 18, symbol: 'ETH', rates, isTestnet: false }),
    ).toBe(3000)
    expect(
      fiatValue({ amount: 2_500_000n, decimals: 6, symbol: 'usdc', rates, isTestnet: false }),
    ).toBe(2.5)
  })

  test('behavior: H-011 K-006 no fiat on testnets', () => {
    expect(
      fiatValue({ amount: oneAndHalfEth, decimals: 18, symbol: 'ETH', rates, isTestnet: true }),
    ).toBeUndefined()
  })

  test('behavior: H-012 no fiat without a rate for the coin, or without rates', () => {
    expect(
      fiatValue({ amount: 1n, decimals: 18, symbol: 'XAR', rates, isTestnet: false }),
    ).toBeUndefined()
    expect(
      fiatValue({ amount: 1n, decimals: 18, symbol: 'ETH', rates: undefined, isTestnet: false }),
    ).toBeUndefined()
  })
})

describe('formatFiat', () => {
  test('default: H-010 K-006 K-013 dollar sign and 2 decimals, rounded', () => {
    expect(formatFiat(3000)).toBe('$3000.00')
    expect(formatFiat(1.005_1)).toBe('$1.01')
    expect(formatFiat(0.004)).toBe('$0.00')
    expect(formatFiat(-2.5)).toBe('-$2.50')
  })
})
