import { describe, expect, test } from 'vitest'
import { parseTokenAmount } from './parseTokenAmount.js'

describe('parseTokenAmount', () => {
  test('default: a typed amount in base units of the asset decimals', () => {
    expect(parseTokenAmount('1.5', 18)).toBe(15n * 10n ** 17n)
    expect(parseTokenAmount(' 2 ', 6)).toBe(2_000_000n)
    expect(parseTokenAmount('.25', 6)).toBe(250_000n)
    expect(parseTokenAmount('0.000001', 6)).toBe(1n)
  })

  test('behavior: not a positive number in the decimals of the asset is undefined', () => {
    for (const text of ['', 'abc', '0', '0.0', '-1', '1e3', '1.', '1,5', '0.0000001'])
      expect(parseTokenAmount(text, 6), text).toBeUndefined()
  })
})
