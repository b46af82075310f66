import type { FastifyServerOptions } from 'fastify'
import { z } from 'zod'

/**
 * Which proxies may set `X-Forwarded-For`: `false` trusts none (the default), a number that many
 * hops, a string a comma-separated list of addresses or CIDRs.
 */
export type TrustProxySetting = number | string | false

/**
 * `TRUST_PROXY`, for a service's `parseEnv` schema: unset trusts no proxy, so a client cannot
 * choose the address its per-IP rate limits count (issue #15 finding 7).
 */
export const trustProxyField = z
  .string()
  .regex(/^(\d{1,2}|[0-9a-fA-F.:/, ]+)$/, 'must be a hop count or a list of addresses/CIDRs')
  .optional()

/** `TRUST_PROXY` as read: unset is `false`, digits a hop count, anything else the list. */
export function readTrustProxy(value: string | undefined): TrustProxySetting {
  if (value === undefined) return false
  return /^\d+$/.test(value) ? Number(value) : value
}

/**
 * The setting as Fastify's `trustProxy` takes it: a hop count becomes "trust the first n hops"
 * (Fastify's own number form trusts every hop when the count is large), a list stays a list, and
 * `false` keeps `request.ip` the socket's address whatever the headers say.
 */
export function trustProxyOption(
  trust: TrustProxySetting,
): NonNullable<FastifyServerOptions['trustProxy']> {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust
  return trust
}
