import { Redis } from 'ioredis'
import type { RateLimitStore } from './RateLimitStore.js'

/** Namespace of every rate-limit key in Redis, so the counters never meet other data. */
const keyPrefix = 'tessera:rate-limit:'

// One atomic step, so concurrent hits from any number of servers count exactly once each:
// INCR, open the window on the first hit, and report what is left of it.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`

export type CreateRedisRateLimitStoreOptions = {
  /** Told of connection errors (the server passes its logger); they never carry keys. */
  readonly onConnectionError?: (error: Error) => void
}

/** A store in Redis, which can say whether Redis answers (the server's readiness, issue #18). */
export type RedisRateLimitStore = RateLimitStore & {
  /** Resolves when Redis answers a PING; rejects, as `hit` does, while it is away. */
  ping(): Promise<void>
}

/**
 * A fixed-window store in Redis, so every server instance shares the same counts. Keys expire
 * with their window, so Redis holds only live windows. A Redis failure rejects `hit`.
 */
export function createRedisRateLimitStore(
  redisUrl: string,
  { onConnectionError = () => {} }: CreateRedisRateLimitStoreOptions = {},
): RedisRateLimitStore {
  // Fail fast instead of queueing hits while Redis is away: the caller decides what to answer.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 })
  // Without a listener ioredis prints every reconnect failure to the console itself.
  redis.on('error', onConnectionError)
  return {
    async hit(key, windowMs) {
      const reply: unknown = await redis.eval(hitScript, 1, `${keyPrefix}${key}`, windowMs)
      const [count, ttlMs] = parseHitReply(reply)
      return { count, resetAtMs: Date.now() + ttlMs }
    },
    async ping() {
      await redis.ping()
    },
    async close() {
      // QUIT needs a live connection; while reconnecting, just stop trying.
      if (redis.status === 'ready') await redis.quit()
      else redis.disconnect()
    },
  }
}

function parseHitReply(reply: unknown): [count: number, ttlMs: number] {
  if (Array.isArray(reply) && reply.length === 2) {
    const [count, ttlMs] = reply
    if (Number.isInteger(count) && Number.isInteger(ttlMs)) return [count, ttlMs]
  }
  throw new Error('unexpected reply from the rate-limit script')
}
