import { createTtlCache } from '../http/createTtlCache.js'
import type { AppRepository } from './appRepository.js'
import type { App } from './appSettings.js'

const appCacheTtlMs = 5_000

/** Reads apps through a short-lived cache: the gateway answers app config on every page load. */
export function cachedAppLookup(repository: AppRepository, ttlMs = appCacheTtlMs) {
  const cache = createTtlCache<App | null>(ttlMs)
  return (id: string): Promise<App | null> => cache.get(id, () => repository.find(id))
}

export type AppLookup = ReturnType<typeof cachedAppLookup>
