import { describe, expect, test } from 'vitest'
import { formatListBalance, formatTokenAmount, formatTotalBalance } from './formatTokenAmount.js'

describe('formatTokenAmount', () => {
  test('default: cuts to the decimals asked, never rounds up, drops trailing zeros', () => {
    expect(formatTokenAmount(1_999_999_999_999_999_999n, 18, 4)).toBe('1.9999')
    expect(formatTokenAmount(1_500_000_000_000_000_000n, 18, 4)).toBe('1.5')
    expect(formatTokenAmount(2n * 10n ** 18n, 18, 4)).toBe('2')
    expect(formatTokenAmount(0n, 18, 4)).toBe('0')
  })

  test('args: decimals of the token (6-decimal stablecoin, 0-decimal token)', () => {
    expect(formatTokenAmount(1_234_567n, 6, 4)).toBe('1.2345')
    expect(formatTokenAmount(42n, 0, 4)).toBe('42')
  })

  test('behavior: dust below the shown precision reads 0, also when negative', () => {
    expect(formatTokenAmount(1n, 18, 4)).toBe('0')
    expect(formatTokenAmount(-1n, 18, 4)).toBe('0')
    expect(formatTokenAmount(-2_500_000n, 6, 4)).toBe('-2.5')
  })
})

describe('formatListBalance', () => {
  test('default: H-019 4 decimals in the assets list', () => {
    expect(formatListBalance({ balance: 123_456_789_123_456_789n, decimals: 18 })).toBe('0.1234')
  })
  test('behavior: an unreadable balance shows a dash', () => {
    expect(formatListBalance({ balance: null, decimals: 18 })).toBe('–')
  })
})

describe('formatTotalBalance', () => {
  test('default: H-009 at most 9 decimals on the home total', () => {
    expect(formatTotalBalance(123_456_789_123_456_789n, 18)).toBe('0.123456789')
    expect(formatTotalBalance(10n ** 22n, 18)).toBe('10000')
  })
})
