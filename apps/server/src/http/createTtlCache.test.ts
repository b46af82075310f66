import { describe, expect, test, vi } from 'vitest'
import { createTtlCache } from './createTtlCache.js'

describe('createTtlCache', () => {
  test('default: loads once per key within the ttl, again after it', async () => {
    vi.useFakeTimers()
    const cache = createTtlCache<number>(1_000)
    const load = vi.fn(async () => 7)
    expect(await cache.get('a', load)).toBe(7)
    expect(await cache.get('a', load)).toBe(7)
    expect(load).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1_001)
    await cache.get('a', load)
    expect(load).toHaveBeenCalledTimes(2)
    vi.useRealTimers()
  })

  test('behavior: delete forces a reload; failures are not cached', async () => {
    const cache = createTtlCache<number>(60_000)
    await expect(cache.get('b', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    )
    expect(await cache.get('b', async () => 1)).toBe(1)
    cache.delete('b')
    expect(await cache.get('b', async () => 2)).toBe(2)
  })

  test('behavior: concurrent reads share one load', async () => {
    const cache = createTtlCache<number>(60_000)
    const load = vi.fn(async () => 3)
    await Promise.all([cache.get('c', load), cache.get('c', load)])
    expect(load).toHaveBeenCalledTimes(1)
  })
})
