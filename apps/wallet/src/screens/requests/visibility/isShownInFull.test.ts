import { describe, expect, test } from 'vitest'
import { isShownInFull, type VisibilityReading } from './isShownInFull.js'

const box = { left: 0, top: 0, width: 300, height: 200 }
const inFull: VisibilityReading = {
  isIntersecting: true,
  intersectionRatio: 1,
  boundingClientRect: box,
  isVisible: true,
  ownVisibleBox: box,
}
const v2 = { requireVisible: true }

describe('isShownInFull', () => {
  test('default: on screen, unclipped and visible', () => {
    expect(isShownInFull(inFull, v2)).toBe(true)
  })

  test('behavior: what the wallet itself scrolls away does not count against it', () => {
    // A tall approval of which the wallet's own scroll box shows 600 of 1000 px.
    const tall = { left: 0, top: -200, width: 300, height: 1_000 }
    const reading = {
      ...inFull,
      boundingClientRect: tall,
      intersectionRatio: 0.6,
      ownVisibleBox: { left: 0, top: 0, width: 300, height: 600 },
    }
    expect(isShownInFull(reading, v2)).toBe(true)
  })

  test('error: covered, faded or distorted (IntersectionObserver v2 isVisible false) is not shown', () => {
    expect(isShownInFull({ ...inFull, isVisible: false }, v2)).toBe(false)
    expect(isShownInFull({ ...inFull, isVisible: undefined }, v2)).toBe(false)
  })

  test('error: a part the host page clips away (overflow, clip-path, off screen) is not shown', () => {
    expect(isShownInFull({ ...inFull, intersectionRatio: 0.75 }, v2)).toBe(false)
    expect(isShownInFull({ ...inFull, intersectionRatio: 0, isIntersecting: false }, v2)).toBe(
      false,
    )
  })

  test('behavior: a pixel of rounding is forgiven', () => {
    expect(isShownInFull({ ...inFull, intersectionRatio: 0.996 }, v2)).toBe(true)
  })

  test('args: without v2 (the fallback) only the geometry is read', () => {
    const fallback = { requireVisible: false }
    expect(isShownInFull({ ...inFull, isVisible: undefined }, fallback)).toBe(true)
    expect(
      isShownInFull({ ...inFull, isVisible: undefined, intersectionRatio: 0.5 }, fallback),
    ).toBe(false)
  })

  test('error: an empty target (not laid out) is not shown', () => {
    const empty = { left: 0, top: 0, width: 0, height: 0 }
    expect(isShownInFull({ ...inFull, boundingClientRect: empty, ownVisibleBox: empty }, v2)).toBe(
      false,
    )
  })
})
