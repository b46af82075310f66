import { describe, expect, test } from 'vitest'
import { isShareIndex } from './isShareIndex.js'

describe('isShareIndex', () => {
  test('default', () => {
    expect([1, 2, 255].map(isShareIndex)).toEqual([true, true, true])
  })

  test('error: zero, 256, fractions, negatives and non-numbers are not indices', () => {
    expect([0, 256, 1.5, -1, Number.NaN, '1', 1n].map(isShareIndex)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ])
  })
})
