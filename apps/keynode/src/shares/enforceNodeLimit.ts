import { clientAddressKey, type RateLimitRule, scaleRule, sha256Hex } from '@tessera/service-kit'
import type { NodeContext } from '../NodeContext.js'
import { nodeError } from '../nodeErrors.js'

/** Counts a hit (the key hashed first) and throws `rate_limited` with the wait when over. */
export async function enforceNodeLimit(context: NodeContext, rule: RateLimitRule, key: string) {
  const decision = await context.rateLimiter.limit(
    scaleRule(rule, context.config.rateLimitScale),
    sha256Hex(key),
  )
  if (!decision.allowed)
    throw nodeError('rate_limited', { retryAfterS: Math.ceil(decision.retryAfterMs / 1_000) })
}

/** `enforceNodeLimit` for a client address: IPv6 clients are counted per /64. */
export function enforceNodeIpLimit(context: NodeContext, rule: RateLimitRule, ip: string) {
  return enforceNodeLimit(context, rule, clientAddressKey(ip))
}
