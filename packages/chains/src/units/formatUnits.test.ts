import { describe, expect, test } from 'vitest'
import { formatUnits } from './formatUnits.js'

describe('formatUnits', () => {
  test('default', () => {
    expect(formatUnits(1_500_000n, 6)).toBe('1.5')
  })

  test.each([
    [0n, 18, '0'],
    [1n, 18, '0.000000000000000001'],
    [1_000_000_000_000_000_000n, 18, '1'],
    [123n, 0, '123'],
    [-2_500n, 3, '-2.5'],
    [10n ** 30n, 24, '1000000'],
  ])('args: %s with %s decimals is %s', (value, decimals, text) => {
    expect(formatUnits(value, decimals)).toBe(text)
  })
})
