import type { RateLimitStore } from './RateLimitStore.js'

/** How often expired windows are swept out, so keys seen once do not stay forever. */
const sweepIntervalMs = 10_000

export type MemoryRateLimitStore = RateLimitStore & {
  /** Keys held right now, expired ones included until the next sweep. */
  readonly size: number
}

/**
 * A fixed-window store in this process's memory: for one server instance, and for tests.
 * Expired windows are dropped on the first hit after each sweep interval, so memory is bounded by
 * the keys hit within a window plus one interval.
 */
export function createMemoryRateLimitStore(): MemoryRateLimitStore {
  const windows = new Map<string, { count: number; resetAtMs: number }>()
  let nextSweepAtMs = Date.now() + sweepIntervalMs

  const sweep = (nowMs: number) => {
    for (const [key, window] of windows) if (window.resetAtMs <= nowMs) windows.delete(key)
    nextSweepAtMs = nowMs + sweepIntervalMs
  }

  return {
    get size() {
      return windows.size
    },
    async hit(key, windowMs) {
      const nowMs = Date.now()
      if (nowMs >= nextSweepAtMs) sweep(nowMs)
      const current = windows.get(key)
      if (current && current.resetAtMs > nowMs) {
        current.count += 1
        return { count: current.count, resetAtMs: current.resetAtMs }
      }
      const opened = { count: 1, resetAtMs: nowMs + windowMs }
      windows.set(key, opened)
      return { ...opened }
    },
    async close() {
      windows.clear()
    },
  }
}
