import { describe, expect, test } from 'vitest'
import { createRateLimiter } from './createRateLimiter.js'
import type { RateLimitStore } from './RateLimitStore.js'

/** A store that records the keys it is given and reports `count` hits. */
function recordingStore(count: number) {
  const keys: string[] = []
  const store: RateLimitStore = {
    async hit(key, windowMs) {
      keys.push(key)
      return { count, resetAtMs: Date.now() + windowMs }
    },
    async close() {},
  }
  return { keys, store }
}

const rule = { name: 'otp-send', limit: 3, windowMs: 60_000 }

describe('createRateLimiter', () => {
  test('default: the store key is the rule name, a colon, then the key', async () => {
    const { keys, store } = recordingStore(1)
    const decision = await createRateLimiter(store).limit(rule, 'alice@example.com')
    expect(decision).toEqual({ allowed: true, retryAfterMs: 0, remaining: 2 })
    expect(keys).toEqual(['otp-send:alice@example.com'])
  })

  test('behavior: a count over the limit is blocked until the window ends', async () => {
    const { store } = recordingStore(9)
    const decision = await createRateLimiter(store).limit(rule, '203.0.113.7')
    expect(decision.allowed).toBe(false)
    expect(decision.remaining).toBe(0)
    expect(decision.retryAfterMs).toBeGreaterThan(0)
    expect(decision.retryAfterMs).toBeLessThanOrEqual(rule.windowMs)
  })

  test('error: a rule name with a colon could blur into keys', async () => {
    const { keys, store } = recordingStore(1)
    await expect(
      createRateLimiter(store).limit({ ...rule, name: 'otp:send' }, 'alice@example.com'),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[Error: rate-limit rule name must match [\\w.-]+: "otp:send"]`,
    )
    expect(keys).toEqual([])
  })

  test('error: a limit or window that is not a positive integer', async () => {
    const limiter = createRateLimiter(recordingStore(1).store)
    await expect(
      limiter.limit({ ...rule, limit: 0 }, 'k'),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[Error: rate-limit rule otp-send: limit must be a positive integer]`,
    )
    await expect(
      limiter.limit({ ...rule, windowMs: 0.5 }, 'k'),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[Error: rate-limit rule otp-send: windowMs must be a positive integer]`,
    )
  })
})
