import type { AppRepository } from './appRepository.js'
import type { App } from './appSettings.js'

const defaultTtlMs = 5_000
const maxEntries = 10_000

/**
 * Reads apps through a short-lived in-memory cache: the gateway answers app config on every
 * host page load. Changes made elsewhere (the admin CLI, another instance) show within `ttlMs`.
 */
export function cachedAppLookup(repository: AppRepository, ttlMs = defaultTtlMs) {
  const cache = new Map<string, { app: App | null; expiresAt: number }>()
  return async (id: string): Promise<App | null> => {
    const now = Date.now()
    const hit = cache.get(id)
    if (hit && hit.expiresAt > now) return hit.app
    const app = await repository.find(id)
    if (cache.size >= maxEntries) cache.clear()
    cache.set(id, { app, expiresAt: now + ttlMs })
    return app
  }
}

export type AppLookup = ReturnType<typeof cachedAppLookup>
