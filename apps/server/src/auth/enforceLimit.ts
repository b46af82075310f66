import { createHash } from 'node:crypto'
import { ApiError } from '../http/ApiError.js'
import type { RateLimitRule } from '../rateLimit/createRateLimiter.js'
import type { ServerContext } from '../ServerContext.js'

/**
 * Counts a hit and throws `rate_limited` (429, with the wait) when over the rule's limit. Keys
 * (emails, IPs) are hashed first, so no store ever holds them in clear.
 */
export async function enforceLimit(context: ServerContext, rule: RateLimitRule, key: string) {
  const scaled = { ...rule, limit: Math.ceil(rule.limit * context.config.rateLimitScale) }
  const hashed = createHash('sha256').update(key).digest('base64url')
  const decision = await context.rateLimiter.limit(scaled, hashed)
  if (!decision.allowed)
    throw new ApiError('rate_limited', {
      params: { retryAfterS: String(Math.ceil(decision.retryAfterMs / 1_000)) },
    })
}
