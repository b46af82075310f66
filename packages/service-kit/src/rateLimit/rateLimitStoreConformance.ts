import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { createRateLimiter, type RateLimiter, type RateLimitRule } from './createRateLimiter.js'
import type { RateLimitStore } from './RateLimitStore.js'

const longWindowMs = 60_000
const shortWindowMs = 200 // the only window a test waits out

/** A rule no other test uses, so stores may be shared between tests (one Redis for a file). */
function freshRule(limit: number, windowMs = longWindowMs): RateLimitRule {
  return { name: `test-${randomUUID().slice(0, 8)}`, limit, windowMs }
}

/** Runs `count` hits one after another and returns the decisions. */
async function hitTimes(limiter: RateLimiter, rule: RateLimitRule, key: string, count: number) {
  const decisions = []
  for (let i = 0; i < count; i++) decisions.push(await limiter.limit(rule, key))
  return decisions
}

/**
 * The behaviour every RateLimitStore must show under `createRateLimiter`. Call it inside the
 * store's `describe`; `openStore` runs before each test and the store is closed after it.
 */
export function rateLimitStoreConformance(openStore: () => RateLimitStore): void {
  let limiter: RateLimiter
  let store: RateLimitStore
  beforeEach(() => {
    store = openStore()
    limiter = createRateLimiter(store)
  })
  afterEach(async () => {
    await store.close()
  })

  test('default: allows up to the limit, then blocks with a positive retryAfterMs', async () => {
    const rule = freshRule(3)
    const decisions = await hitTimes(limiter, rule, 'alice@example.com', 4)
    expect(decisions.map(({ allowed, remaining }) => ({ allowed, remaining }))).toEqual([
      { allowed: true, remaining: 2 },
      { allowed: true, remaining: 1 },
      { allowed: true, remaining: 0 },
      { allowed: false, remaining: 0 },
    ])
    expect(decisions.slice(0, 3).map((d) => d.retryAfterMs)).toEqual([0, 0, 0])
    expect(decisions[3]?.retryAfterMs).toBeGreaterThan(0)
    expect(decisions[3]?.retryAfterMs).toBeLessThanOrEqual(longWindowMs)
  })

  test('behavior: the count starts over once the window has passed', async () => {
    const rule = freshRule(1, shortWindowMs)
    const [, blocked] = await hitTimes(limiter, rule, '203.0.113.7', 2)
    expect(blocked?.allowed).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, shortWindowMs + 50))
    expect(await limiter.limit(rule, '203.0.113.7')).toEqual({
      allowed: true,
      retryAfterMs: 0,
      remaining: 0,
    })
  })

  test('behavior: keys are independent', async () => {
    const rule = freshRule(1)
    expect((await limiter.limit(rule, 'alice@example.com')).allowed).toBe(true)
    expect((await limiter.limit(rule, 'alice@example.com')).allowed).toBe(false)
    expect((await limiter.limit(rule, 'bob@example.com')).allowed).toBe(true)
  })

  test('behavior: rule names are independent', async () => {
    const perEmail = freshRule(1)
    const perEmailDaily = freshRule(1)
    expect((await limiter.limit(perEmail, 'alice@example.com')).allowed).toBe(true)
    expect((await limiter.limit(perEmail, 'alice@example.com')).allowed).toBe(false)
    expect((await limiter.limit(perEmailDaily, 'alice@example.com')).allowed).toBe(true)
  })

  test('behavior: concurrent hits are each counted once', async () => {
    const rule = freshRule(5)
    const decisions = await Promise.all(
      Array.from({ length: 12 }, () => limiter.limit(rule, '2001:db8::1')),
    )
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5)
  })
}
