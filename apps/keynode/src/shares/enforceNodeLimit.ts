import { clientAddressKey, type RateLimitRule, scaleRule, sha256Hex } from '@tessera/service-kit'
import type { NodeContext } from '../NodeContext.js'
import { nodeError } from '../nodeErrors.js'

/** How long a client is told to wait when the node cannot count (issue #18). */
const storeRetryAfterS = 2

/** What counting needs of the node. */
export type NodeLimitContext = Pick<NodeContext, 'rateLimiter'> & {
  readonly config: Pick<NodeContext['config'], 'rateLimitScale'>
}

/**
 * Counts a hit (the key hashed first) and throws `rate_limited` with the wait when over. When the
 * count cannot be made (a worker whose primary does not answer), it fails closed with
 * `rate_limit_unavailable` (503), as the server does (issue #18), never an uncounted pass.
 */
export async function enforceNodeLimit(
  context: NodeLimitContext,
  rule: RateLimitRule,
  key: string,
) {
  const decision = await context.rateLimiter
    .limit(scaleRule(rule, context.config.rateLimitScale), sha256Hex(key))
    .catch((cause: unknown) => {
      throw nodeError('rate_limit_unavailable', { cause, retryAfterS: storeRetryAfterS })
    })
  if (!decision.allowed)
    throw nodeError('rate_limited', { retryAfterS: Math.ceil(decision.retryAfterMs / 1_000) })
}

/** `enforceNodeLimit` for a client address: IPv6 clients are counted per /64. */
export function enforceNodeIpLimit(context: NodeLimitContext, rule: RateLimitRule, ip: string) {
  return enforceNodeLimit(context, rule, clientAddressKey(ip))
}
