import { describe, expect, test } from 'vitest'
import { isCollapseDrag } from './isCollapseDrag.js'

describe('isCollapseDrag', () => {
  test('K-052: default: a downward drag of more than 300 ms collapses', () => {
    expect(isCollapseDrag({ startY: 10, endY: 120, durationMs: 301 })).toBe(true)
  })

  test('R-040: behavior: a drag of 300 ms or less does not collapse', () => {
    expect(isCollapseDrag({ startY: 10, endY: 120, durationMs: 300 })).toBe(false)
  })

  test('behavior: an upward or tiny movement does not collapse', () => {
    expect(isCollapseDrag({ startY: 120, endY: 10, durationMs: 900 })).toBe(false)
    expect(isCollapseDrag({ startY: 10, endY: 20, durationMs: 900 })).toBe(false)
  })
})
