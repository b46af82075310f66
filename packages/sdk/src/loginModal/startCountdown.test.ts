import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { startCountdown } from './startCountdown.js'

describe('startCountdown', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  test('default: says the whole seconds left at once, then as they pass, and stops at zero', () => {
    const seen: number[] = []
    startCountdown({ seconds: 3, onTick: (left) => seen.push(left) })
    vi.advanceTimersByTime(10_000)
    expect([...new Set(seen)]).toEqual([3, 2, 1, 0])
    expect(seen.filter((left) => left === 0)).toHaveLength(1)
  })

  test('behavior: counts from the clock, so a jump forward (a sleeping tab) ends it at the next tick', () => {
    const seen: number[] = []
    startCountdown({ seconds: 30, onTick: (left) => seen.push(left) })
    vi.setSystemTime(Date.now() + 30_000)
    vi.advanceTimersToNextTimer()
    expect(seen).toEqual([30, 0])
  })

  test('behavior: the function it returns stops it early', () => {
    const seen: number[] = []
    const stop = startCountdown({ seconds: 5, onTick: (left) => seen.push(left) })
    stop()
    vi.advanceTimersByTime(10_000)
    expect(seen).toEqual([5])
  })
})
