import type { RateLimitRule } from '@tessera/service-kit'

const minute = 60_000

/** A node's limits (issue: per identity and per IP). */
export const nodeRateLimits = {
  perIp: { name: 'share-ip', limit: 600, windowMs: minute },
  perIdentity: { name: 'share-identity', limit: 60, windowMs: minute },
  publicKeyPerIp: { name: 'public-key-ip', limit: 300, windowMs: minute },
  /** Requests one login token may make to one node over its life (at most an hour). */
  perToken: { name: 'share-token', limit: 30, windowMs: 60 * minute },
} as const satisfies Record<string, RateLimitRule>
