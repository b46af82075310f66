import { type RateLimitRule, scaleRule, sha256Hex } from '@tessera/service-kit'
import { ApiError } from '../http/ApiError.js'
import type { ServerContext } from '../ServerContext.js'
import { clientAddressKey } from './clientAddressKey.js'

/**
 * Counts a hit and throws `rate_limited` (429, with the wait) when over the rule's limit. Keys
 * (emails, IPs) are hashed first, so no store ever holds them in clear.
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
  const decision = await context.rateLimiter.limit(scaled, hashed)
  if (!decision.allowed)
    throw new ApiError('rate_limited', {
      params: { retryAfterS: String(Math.ceil(decision.retryAfterMs / 1_000)) },
    })
}
