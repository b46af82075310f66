import { clientAddressKey, type RateLimitRule, scaleRule, sha256Hex } from '@tessera/service-kit'
import { ApiError } from '../http/ApiError.js'
import type { ServerContext } from '../ServerContext.js'

/** How long a client is told to wait when the rate-limit store cannot count (issue #18). */
const storeRetryAfterS = '2'

/**
 * Counts a hit and throws `rate_limited` (429, with the wait) when over the rule's limit. Keys
 * (emails, IPs) are hashed first, so no store ever holds them in clear. When the store cannot
 * count (Redis away), it fails closed: `rate_limit_unavailable` (503), never an uncounted pass.
 */
export async function enforceLimit(context: ServerContext, rule: RateLimitRule, key: string) {
  await enforceScaledLimit(context, rule, key)
}

/** `enforceLimit` for a client address: IPv6 clients are counted per /64. */
export async function enforceIpLimit(context: ServerContext, rule: RateLimitRule, ip: string) {
  await enforceScaledLimit(context, rule, clientAddressKey(ip))
}

async function enforceScaledLimit(context: ServerContext, rule: RateLimitRule, key: string) {
  const scaled = scaleRule(rule, context.config.rateLimitScale)
  const hashed = sha256Hex(key)
  const decision = await context.rateLimiter.limit(scaled, hashed).catch((cause: unknown) => {
    throw new ApiError('rate_limit_unavailable', {
      params: { retryAfterS: storeRetryAfterS },
      cause,
    })
  })
  if (!decision.allowed)
    throw new ApiError('rate_limited', {
      params: { retryAfterS: String(Math.ceil(decision.retryAfterMs / 1_000)) },
    })
}
