import { afterEach, describe, expect, test, vi } from 'vitest'
import { createMemoryRateLimitStore } from './createMemoryRateLimitStore.js'
import { rateLimitStoreConformance } from './rateLimitStoreConformance.js'

describe('createMemoryRateLimitStore', () => {
  rateLimitStoreConformance(() => createMemoryRateLimitStore())

  describe('memory only', () => {
    afterEach(() => {
      vi.useRealTimers()
    })

    test('behavior: expired windows are swept out, so memory stays bounded', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: 0 })
      const store = createMemoryRateLimitStore()
      for (let i = 0; i < 100; i++) await store.hit(`once:${i}`, 1_000)
      await store.hit('long', 3_600_000)
      expect(store.size).toBe(101)
      vi.setSystemTime(60_000)
      await store.hit('fresh', 1_000)
      expect(store.size).toBe(2) // `long` is still open; `fresh` just opened
    })

    test('behavior: hits keep counting in the window even after the limit', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: 5_000 })
      const store = createMemoryRateLimitStore()
      await store.hit('k', 1_000)
      vi.setSystemTime(5_400)
      expect(await store.hit('k', 1_000)).toEqual({ count: 2, resetAtMs: 6_000 })
      vi.setSystemTime(6_000)
      expect(await store.hit('k', 1_000)).toEqual({ count: 1, resetAtMs: 7_000 })
    })
  })
})
