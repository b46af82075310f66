const defaultMaxEntries = 10_000

/**
 * A small time-to-live cache for hot gateway reads (app config and chains on every host page
 * load). Changes made elsewhere (the admin CLI, another instance) show within `ttlMs`.
 */
export function createTtlCache<value>(ttlMs: number, maxEntries = defaultMaxEntries) {
  const entries = new Map<string, { value: Promise<value>; expiresAt: number }>()
  return {
    get(key: string, load: () => Promise<value>): Promise<value> {
      const now = Date.now()
      const hit = entries.get(key)
      if (hit && hit.expiresAt > now) return hit.value
      if (entries.size >= maxEntries) entries.clear()
      const loaded = load()
      entries.set(key, { value: loaded, expiresAt: now + ttlMs })
      // A failed load is not remembered.
      loaded.catch(() => entries.delete(key))
      return loaded
    },
    delete(key: string): void {
      entries.delete(key)
    },
  }
}
