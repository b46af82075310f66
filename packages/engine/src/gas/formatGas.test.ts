import { describe, expect, test } from 'vitest'
import { formatFee, formatGasPriceGwei } from './formatGas.js'

describe('formatGasPriceGwei', () => {
  test('default: K-011 wei shown in gwei (gas decimals 9)', () => {
    expect(formatGasPriceGwei(1_500_000_000n)).toBe('1.5')
    expect(formatGasPriceGwei(1n)).toBe('0.000000001')
  })
})

describe('formatFee', () => {
  test('default: the fee in the native coin, up to 9 decimals', () => {
    expect(formatFee(21_000n * 1_000_000_000n, 18)).toBe('0.000021')
    expect(formatFee(1n, 18)).toBe('0')
  })
})
