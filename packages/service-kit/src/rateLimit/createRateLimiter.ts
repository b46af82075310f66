import type { RateLimitStore } from './RateLimitStore.js'

/** One limit: at most `limit` hits per key in each window of `windowMs`. */
export type RateLimitRule = {
  /** Names the limit, e.g. `otp-send-email`; no `:`, so it cannot blur into the key. */
  readonly name: string
  readonly limit: number
  readonly windowMs: number
}

export type RateLimitDecision = {
  readonly allowed: boolean
  /** 0 when allowed; otherwise how long until the window ends (at least 1). */
  readonly retryAfterMs: number
  /** Hits still allowed in this window after this one. */
  readonly remaining: number
}

export type RateLimiter = {
  /** Counts one hit of `key` (an email, an IP …) against `rule` and says whether it may go on. */
  limit(rule: RateLimitRule, key: string): Promise<RateLimitDecision>
}

/**
 * Applies named rules on top of a store. Keys are often emails or IPs: they are personal data, so
 * they are never logged and never put in error messages.
 */
export function createRateLimiter(store: RateLimitStore): RateLimiter {
  return {
    async limit(rule, key) {
      assertValidRule(rule)
      const { count, resetAtMs } = await store.hit(`${rule.name}:${key}`, rule.windowMs)
      const allowed = count <= rule.limit
      return {
        allowed,
        retryAfterMs: allowed ? 0 : Math.max(1, resetAtMs - Date.now()),
        remaining: Math.max(0, rule.limit - count),
      }
    },
  }
}

/** Throws when a rule could never be enforced as written (a programming error, not a request's). */
export function assertValidRule(rule: RateLimitRule): void {
  if (!/^[\w.-]+$/.test(rule.name))
    throw new Error(`rate-limit rule name must match [\\w.-]+: ${JSON.stringify(rule.name)}`)
  if (!Number.isInteger(rule.limit) || rule.limit < 1)
    throw new Error(`rate-limit rule ${rule.name}: limit must be a positive integer`)
  if (!Number.isInteger(rule.windowMs) || rule.windowMs < 1)
    throw new Error(`rate-limit rule ${rule.name}: windowMs must be a positive integer`)
}
