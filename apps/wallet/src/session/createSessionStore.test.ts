import { describe, expect, test } from 'vitest'
import { createScopedStorage } from '../storage/createScopedStorage.js'
import { createMemoryStorage } from '../testing/createMemoryStorage.js'
import { sampleUser } from '../testing/sampleUser.js'
import { createSessionStore } from './createSessionStore.js'
import type { LocalStorageKeys, SessionStorageKeys } from './walletStorageKeys.js'

const appId = 'c'.repeat(40)
const minute = 60_000

function setup() {
  let clock = 0
  let ids = 0
  const localBackend = createMemoryStorage()
  const tabBackend = createMemoryStorage()
  const common = { appId, onFallback: () => {}, now: () => clock }
  const make = () =>
    createSessionStore({
      local: createScopedStorage<LocalStorageKeys>({ ...common, backend: () => localBackend }),
      tab: createScopedStorage<SessionStorageKeys>({ ...common, backend: () => tabBackend }),
      now: () => clock,
      newSessionId: () => `session-${++ids}`,
    })
  /** What the wallet's local storage holds under `key` now (an expired value reads as absent). */
  const readLocal = (key: keyof LocalStorageKeys) =>
    createScopedStorage<LocalStorageKeys>({ ...common, backend: () => localBackend }).get(key)
  return { make, localBackend, tabBackend, readLocal, advance: (ms: number) => (clock += ms) }
}

describe('createSessionStore', () => {
  test('S-047: a login is held in memory with a session id, a day-long key cache and a count', () => {
    const { make, localBackend } = setup()
    const store = make()
    const session = store.login(sampleUser())
    expect(session).toEqual({ sessionID: 'session-1', sessionExpiry: 86_400_000, timestamp: 0 })
    expect(store.current()?.address).toBe(sampleUser().address)
    expect(store.loginCount()).toBe(1)
    store.login(sampleUser())
    expect(store.loginCount()).toBe(2)
    expect([...localBackend.entries.keys()].every((key) => key.startsWith(`${appId}:`))).toBe(true)
  })

  test('S-055: stashed on page hide and restored by the next page', () => {
    const { make, tabBackend } = setup()
    make().login(sampleUser())
    const before = make()
    expect(before.current()).toBeNull()
    const first = make()
    first.login(sampleUser())
    first.stash()
    expect(tabBackend.length).toBe(1)
    const next = make()
    expect(next.restore()).toBe(true)
    expect(next.current()?.id).toBe('alice@example.com')
    expect(tabBackend.length).toBe(0)
  })

  test('S-056 K-017: sensitive info expires 300 minutes after login, in memory and in the stash', () => {
    const { make, advance } = setup()
    const store = make()
    store.login(sampleUser())
    advance(299 * minute)
    store.stash()
    expect(store.current()).not.toBeNull()
    advance(minute)
    expect(store.current()).toBeNull()
    expect(make().restore()).toBe(false)
  })

  test('S-064 V-061: reconnect resumes the cached login for the stored session id', () => {
    const { make, advance } = setup()
    const { sessionID } = make().login(sampleUser())
    advance(10 * 60 * minute)
    const fresh = make()
    expect(fresh.reconnect('other')).toBe('Session ID mismatch')
    const resumed = fresh.reconnect(sessionID)
    expect(resumed).toMatchObject({ id: 'alice@example.com', loggedInAt: 10 * 60 * minute })
    expect(fresh.current()).not.toBeNull()
  })

  test('V-062 K-018: reconnect after a day is refused as expired', () => {
    const { make, advance } = setup()
    const { sessionID } = make().login(sampleUser())
    advance(24 * 60 * minute)
    expect(make().reconnect(sessionID)).toBe('Session expired, try logging in again')
  })

  test('S-095: the cached key (pk) lasts a day from login, then reads as absent and is removed', () => {
    const { make, localBackend, readLocal, advance } = setup()
    make().login(sampleUser())
    advance(24 * 60 * minute - 1)
    expect(readLocal('pk')).toMatchObject({ id: 'alice@example.com' })
    advance(1)
    expect(readLocal('pk')).toBeUndefined()
    expect(localBackend.entries.has(`${appId}:pk`)).toBe(false)
  })

  test('S-052 V-060: logout clears memory, stash, key and session; the count stays', () => {
    const { make, localBackend, tabBackend } = setup()
    const store = make()
    const { sessionID } = store.login(sampleUser())
    store.stash()
    store.logout()
    expect(store.current()).toBeNull()
    expect(tabBackend.length).toBe(0)
    expect([...localBackend.entries.keys()]).toEqual([`${appId}:loginCount`])
    expect(make().reconnect(sessionID)).toBe('Session ID missing, or logged out')
  })

  test('behavior: subscribers hear logins and logouts', () => {
    const { make } = setup()
    const store = make()
    let calls = 0
    const stop = store.subscribe(() => calls++)
    store.login(sampleUser())
    store.logout()
    stop()
    store.login(sampleUser())
    expect(calls).toBe(2)
  })

  test('S-048 S-051 K-019: the security nag shows after login; a skip hides it for the next 3 logins', () => {
    const { make } = setup()
    const store = make()
    store.login(sampleUser())
    expect(store.securityNag.isShown()).toBe(true)
    store.securityNag.skip()
    const shown = [1, 2, 3, 4].map(() => {
      store.login(sampleUser())
      return store.securityNag.isShown()
    })
    expect(shown).toEqual([false, false, false, true])
  })

  test('S-089, S-092: the tour shows until finished once, then never again, even after a reload or logout', () => {
    const { make, localBackend } = setup()
    const store = make()
    store.login(sampleUser())
    expect(store.tour.isShown()).toBe(true)
    store.tour.finish()
    expect(store.tour.isShown()).toBe(false)
    store.logout()
    const reloaded = make()
    reloaded.login(sampleUser())
    expect(reloaded.tour.isShown()).toBe(false)
    expect(localBackend.entries.has(`${appId}:starterTipShown`)).toBe(true)
  })
})
