/** The login session the wallet hands over with `setSessionID`, for `reconnect` (HOST-PROTOCOL §D). */
export type StoredSession = { readonly id: string; readonly expiry: number }

/**
 * Keeps the wallet's session id in the host's localStorage under an app-scoped key (SPEC §1).
 * Storage that throws (disabled, quota) behaves as empty: reconnect is then simply unavailable.
 */
export function createSessionStore(appId: string) {
  const key = `tessera:${appId}:session`
  return {
    save(id: unknown, expiry: unknown): void {
      if (typeof id !== 'string' || !Number.isFinite(expiry)) return
      try {
        localStorage.setItem(key, JSON.stringify({ id, expiry }))
      } catch {
        // storage unavailable: nothing to reconnect with later, which canReconnect reports
      }
    },
    /** The stored session when it has not expired. */
    load(now = Date.now()): StoredSession | undefined {
      try {
        const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null')
        const { id, expiry } = (value ?? {}) as Partial<StoredSession>
        return typeof id === 'string' && typeof expiry === 'number' && expiry > now
          ? { id, expiry }
          : undefined
      } catch {
        return undefined // unreadable or unavailable storage holds no session
      }
    },
    clear(): void {
      try {
        localStorage.removeItem(key)
      } catch {
        // storage unavailable: there is nothing stored to clear
      }
    },
  }
}
