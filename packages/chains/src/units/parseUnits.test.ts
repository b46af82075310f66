import { describe, expect, test } from 'vitest'
import { parseUnits } from './parseUnits.js'

describe('parseUnits', () => {
  test('default', () => {
    expect(parseUnits('1.5', 6)).toBe(1_500_000n)
  })

  test.each([
    ['0', 18, 0n],
    ['.5', 1, 5n],
    ['2.', 2, 200n],
    ['0.000000000000000001', 18, 1n],
    ['-2.5', 3, -2_500n],
    ['1.25', 1, 13n],
    ['1.24', 1, 12n],
  ])('args: %s with %s decimals is %s', (text, decimals, units) => {
    expect(parseUnits(text, decimals)).toBe(units)
  })

  test.each(['', '.', 'abc', '1.2.3', '1e5', ' 1'])('error: %j is no number', (text) => {
    expect(() => parseUnits(text, 6)).toThrow('is not a number')
  })
})
