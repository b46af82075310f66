import { type StartedRedis, startRedis } from '@tessera/test-utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createRateLimiter } from './createRateLimiter.js'
import { createRedisRateLimitStore } from './createRedisRateLimitStore.js'
import { rateLimitStoreConformance } from './rateLimitStoreConformance.js'

let redis: StartedRedis
beforeAll(async () => {
  redis = await startRedis()
})
afterAll(async () => {
  await redis?.stop()
})

describe('createRedisRateLimitStore', () => {
  rateLimitStoreConformance(() => createRedisRateLimitStore(redis.url))

  test('behavior: two server instances share counts', async () => {
    const first = createRedisRateLimitStore(redis.url)
    const second = createRedisRateLimitStore(redis.url)
    try {
      const rule = { name: 'shared', limit: 2, windowMs: 60_000 }
      const [onFirst, onSecond] = [createRateLimiter(first), createRateLimiter(second)]
      expect((await onFirst.limit(rule, 'alice@example.com')).remaining).toBe(1)
      expect((await onSecond.limit(rule, 'alice@example.com')).remaining).toBe(0)
      const blocked = await onFirst.limit(rule, 'alice@example.com')
      expect(blocked.allowed).toBe(false)
      expect(blocked.retryAfterMs).toBeGreaterThan(0)
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })

  test('error: a Redis that is gone rejects the hit', async () => {
    const gone = await startRedis()
    const connectionErrors: Error[] = []
    const store = createRedisRateLimitStore(gone.url, {
      onConnectionError: (error) => connectionErrors.push(error),
    })
    try {
      await store.hit('probe', 1_000)
      await gone.stop()
      await expect(store.hit('probe', 1_000)).rejects.toThrow()
      expect(connectionErrors.length).toBeGreaterThan(0)
    } finally {
      await store.close()
    }
  })
})
