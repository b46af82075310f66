import type { StorageBackend } from '../storage/createScopedStorage.js'

/** A Web Storage stand-in held in memory (Node tests; never a fallback, which scoped storage owns). */
export function createMemoryStorage(): StorageBackend & { readonly entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    get length() {
      return entries.size
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, String(value))
    },
    removeItem: (key) => {
      entries.delete(key)
    },
  }
}
