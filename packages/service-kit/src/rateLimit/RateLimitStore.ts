/** What a store reports for one hit: the hits in the key's current window and when it ends. */
export type RateLimitHit = {
  readonly count: number
  readonly resetAtMs: number
}

/**
 * Counts hits per key in fixed windows. The first hit on a key opens a window of `windowMs`;
 * every hit until it ends (allowed or not) adds one; the first hit after it opens a new one.
 */
export type RateLimitStore = {
  /** Adds one hit to `key` and returns the count in its current window. */
  hit(key: string, windowMs: number): Promise<RateLimitHit>
  /** Releases the store's resources (connections); it may not be used afterwards. */
  close(): Promise<void>
}
