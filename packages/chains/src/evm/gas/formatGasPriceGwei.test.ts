import { describe, expect, test } from 'vitest'
import { formatGasPriceGwei } from './formatGasPriceGwei.js'

describe('formatGasPriceGwei', () => {
  test('default: K-011 wei shown in gwei (gas decimals 9)', () => {
    expect(formatGasPriceGwei(1_500_000_000n)).toBe('1.5')
    expect(formatGasPriceGwei(1n)).toBe('0.000000001')
  })
})
