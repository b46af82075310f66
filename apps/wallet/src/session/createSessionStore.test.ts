import type { WalletError } from '@tessera/errors'
import { describe, expect, test, vi } from 'vitest'
import type { KeyVault } from '../storage/createKeyVault.js'
import { createScopedStorage } from '../storage/createScopedStorage.js'
import { createMemoryStorage } from '../testing/createMemoryStorage.js'
import { createTestVault } from '../testing/createTestVault.js'
import { sampleUser } from '../testing/sampleUser.js'
import { createSessionStore } from './createSessionStore.js'
import type { LocalStorageKeys, SessionStorageKeys } from './walletStorageKeys.js'

const appId = 'c'.repeat(40)
const minute = 60_000
const user = sampleUser({
  privateKey: `0x${'5e'.repeat(32)}`,
  loginToken: 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJhbGljZSJ9.c2lnbmF0dXJl',
})
/** What must never be found in storage: the key (without 0x, so any prefix matches) and token. */
const secrets = [user.privateKey.slice(2), user.loginToken]

function setup(options: { vault?: KeyVault } = {}) {
  let clock = 0
  let ids = 0
  const localBackend = createMemoryStorage()
  const tabBackend = createMemoryStorage()
  const vault = options.vault ?? createTestVault(appId)
  const silent: WalletError[] = []
  const common = { appId, onFallback: () => {}, now: () => clock }
  const make = () =>
    createSessionStore({
      local: createScopedStorage<LocalStorageKeys>({ ...common, backend: () => localBackend }),
      tab: createScopedStorage<SessionStorageKeys>({ ...common, backend: () => tabBackend }),
      vault,
      reportSilently: (error) => silent.push(error),
      now: () => clock,
      newSessionId: () => `session-${++ids}`,
    })
  /** Whether `pk` is in local storage now (an expired value reads as absent). */
  const hasCachedKey = () =>
    createScopedStorage<LocalStorageKeys>({ ...common, backend: () => localBackend }).get('pk') !==
    undefined
  /** Every value both storages hold, as one string. */
  const everything = () =>
    JSON.stringify([...localBackend.entries.values(), ...tabBackend.entries.values()])
  /** Resolves once the held login was sealed (cached as `pk` after a login). */
  const sealed = () => vi.waitFor(() => expect(hasCachedKey()).toBe(true))
  return {
    make,
    localBackend,
    tabBackend,
    hasCachedKey,
    everything,
    sealed,
    silent,
    advance: (ms: number) => (clock += ms),
  }
}

describe('createSessionStore', () => {
  test('S-047: a login is held in memory with a session id, a day-long key cache and a count', async () => {
    const { make, localBackend, sealed } = setup()
    const store = make()
    const session = store.login(sampleUser())
    expect(session).toEqual({ sessionID: 'session-1', sessionExpiry: 86_400_000, timestamp: 0 })
    expect(store.current()?.address).toBe(sampleUser().address)
    expect(store.loginCount()).toBe(1)
    store.login(sampleUser())
    expect(store.loginCount()).toBe(2)
    await sealed()
    expect(await make().cachedLogin()).toEqual(sampleUser())
    expect([...localBackend.entries.keys()].every((key) => key.startsWith(`${appId}:`))).toBe(true)
  })

  test('S-055: stashed on page hide and restored by the next page', async () => {
    const { make, tabBackend, sealed } = setup()
    make().login(sampleUser())
    const before = make()
    expect(before.current()).toBeNull()
    const first = make()
    first.login(sampleUser())
    await sealed()
    first.stash()
    expect(tabBackend.length).toBe(1)
    const next = make()
    expect((await next.restore())?.id).toBe('alice@example.com')
    expect(next.current()?.id).toBe('alice@example.com')
    expect(tabBackend.length).toBe(0)
  })

  test('S-056 K-017: sensitive info expires 300 minutes after login, in memory and in the stash', async () => {
    const { make, advance, sealed } = setup()
    const store = make()
    store.login(sampleUser())
    await sealed()
    advance(299 * minute)
    store.stash()
    expect(store.current()).not.toBeNull()
    advance(minute)
    expect(store.current()).toBeNull()
    expect(await make().restore()).toBeNull()
  })

  test('S-064 V-061: reconnect resumes the cached login for the stored session id', async () => {
    const { make, advance, sealed } = setup()
    const { sessionID } = make().login(sampleUser())
    await sealed()
    advance(10 * 60 * minute)
    const fresh = make()
    expect(await fresh.reconnect('other')).toBe('Session ID mismatch')
    const resumed = await fresh.reconnect(sessionID)
    expect(resumed).toMatchObject({ id: 'alice@example.com', loggedInAt: 10 * 60 * minute })
    expect(fresh.current()).not.toBeNull()
  })

  test('V-062 K-018: reconnect after a day is refused as expired', async () => {
    const { make, advance, sealed } = setup()
    const { sessionID } = make().login(sampleUser())
    await sealed()
    advance(24 * 60 * minute)
    expect(await make().reconnect(sessionID)).toBe('Session expired, try logging in again')
  })

  test('S-095: the cached key (pk) lasts a day from login, then reads as absent and is removed', async () => {
    const { make, localBackend, hasCachedKey, sealed, advance } = setup()
    make().login(sampleUser())
    await sealed()
    advance(24 * 60 * minute - 1)
    expect(await make().cachedLogin()).toMatchObject({ id: 'alice@example.com' })
    advance(1)
    expect(hasCachedKey()).toBe(false)
    expect(localBackend.entries.has(`${appId}:pk`)).toBe(false)
  })

  test('S-052 V-060: logout clears memory, stash, key and session; the count stays', async () => {
    const { make, localBackend, tabBackend, sealed } = setup()
    const store = make()
    const { sessionID } = store.login(sampleUser())
    await sealed()
    store.stash()
    store.logout()
    expect(store.current()).toBeNull()
    expect(tabBackend.length).toBe(0)
    expect([...localBackend.entries.keys()]).toEqual([`${appId}:loginCount`])
    expect(await make().reconnect(sessionID)).toBe('Session ID missing, or logged out')
  })

  test('behavior: a logout before the login was sealed leaves no cached key behind', async () => {
    const { make, localBackend } = setup()
    const store = make()
    store.login(sampleUser())
    store.logout()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect([...localBackend.entries.keys()]).toEqual([`${appId}:loginCount`])
  })

  test('behavior: issue 15 finding 3: neither the private key nor the login token is stored in the clear', async () => {
    const { make, everything, sealed, tabBackend } = setup()
    const store = make()
    const { sessionID } = store.login(user)
    await sealed()
    store.stash()
    expect(tabBackend.length).toBe(1)
    for (const secret of secrets) expect(everything()).not.toContain(secret)
    // What was stored still works: a reconnect and a restore.
    expect(await make().reconnect(sessionID)).toMatchObject({ privateKey: user.privateKey })
    expect(await make().restore()).toMatchObject({ loginToken: user.loginToken })
  })

  test('behavior: issue 15 finding 3: at boot expired entries and logins stored in the clear are removed', async () => {
    const { make, localBackend, tabBackend, advance, sealed } = setup()
    const store = make()
    store.login(user)
    await sealed()
    // An older wallet's login in the clear, in both storages, unexpired.
    const clear = JSON.stringify({ v: user, e: 10 * 24 * 60 * minute })
    localBackend.setItem(`${appId}:pk`, clear)
    tabBackend.setItem(`${appId}:userInfo`, clear)
    localBackend.setItem(`${appId}:mfaSkipUntil`, JSON.stringify({ v: 3, e: minute }))
    advance(minute)
    make().removeStale()
    expect([...localBackend.entries.keys()].sort()).toEqual([
      `${appId}:loginCount`,
      `${appId}:session`,
    ])
    expect(tabBackend.length).toBe(0)
  })

  test('error: W-140 without a working vault the login stays in memory only, never stored', async () => {
    const vault: KeyVault = {
      seal: async () => {
        throw new Error('IndexedDB is blocked')
      },
      open: async () => {
        throw new Error('IndexedDB is blocked')
      },
    }
    const { make, localBackend, tabBackend, silent } = setup({ vault })
    const store = make()
    store.login(user)
    await vi.waitFor(() => expect(silent.map((error) => error.code)).toEqual(['W-140']))
    store.stash()
    expect(store.current()?.privateKey).toBe(user.privateKey)
    expect(tabBackend.length).toBe(0)
    expect(localBackend.entries.has(`${appId}:pk`)).toBe(false)
  })

  test('error: a cached login sealed by another vault key does not open and is removed', async () => {
    const { localBackend, make, sealed } = setup()
    make().login(user)
    await sealed()
    const other = createSessionStore({
      local: createScopedStorage<LocalStorageKeys>({
        appId,
        onFallback: () => {},
        backend: () => localBackend,
      }),
      tab: createScopedStorage<SessionStorageKeys>({
        appId,
        onFallback: () => {},
        backend: createMemoryStorage,
      }),
      vault: createTestVault(appId),
      reportSilently: () => {},
    })
    expect(await other.cachedLogin()).toBeNull()
    expect(localBackend.entries.has(`${appId}:pk`)).toBe(false)
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

  test('S-048 S-051 K-019 P-028: the security nag shows after login; a skip hides it for the next 3 logins', () => {
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

  test('S-048 S-049 #16: no nag once a login needed two factors, nor on later logins or after a reload', () => {
    const { make } = setup()
    const store = make()
    store.login(sampleUser())
    expect(store.securityNag.isShown()).toBe(true)
    store.login(sampleUser({ hasMfa: true }))
    expect(store.securityNag.isShown()).toBe(false)
    store.logout()
    const reloaded = make()
    reloaded.login(sampleUser())
    expect(reloaded.securityNag.isShown()).toBe(false)
  })

  test('S-048 S-049 #16: MFA set up on this device ends the nag for good', () => {
    const { make } = setup()
    const store = make()
    store.login(sampleUser())
    store.securityNag.mfaIsOn()
    expect(store.securityNag.isShown()).toBe(false)
    expect(make().securityNag.isShown()).toBe(false)
  })

  test('S-050: a nag dismissed (do-not-disturb) stays hidden after logout, reload and many logins', () => {
    const { make } = setup()
    const store = make()
    store.login(sampleUser())
    store.securityNag.dismiss()
    expect(store.securityNag.isShown()).toBe(false)
    store.logout()
    const reloaded = make()
    // Past the 3 logins a skip would cover.
    const shown = [1, 2, 3, 4, 5].map(() => {
      reloaded.login(sampleUser())
      return reloaded.securityNag.isShown()
    })
    expect(shown).toEqual([false, false, false, false, false])
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

  test("S-097: #20 the user's theme is kept for this app across logouts and reloads; clearing it returns to the app's", () => {
    const { make, localBackend } = setup()
    const store = make()
    expect(store.themeChoice.chosen()).toBeUndefined()
    store.login(sampleUser())
    store.themeChoice.choose('dark')
    store.logout()
    expect(make().themeChoice.chosen()).toBe('dark')
    expect(localBackend.entries.has(`${appId}:theme`)).toBe(true)
    make().themeChoice.choose(undefined)
    expect(make().themeChoice.chosen()).toBeUndefined()
    expect(localBackend.entries.has(`${appId}:theme`)).toBe(false)
  })

  test('behavior: #20 a stored theme the wallet has no styles for reads as no choice', () => {
    const { make, localBackend } = setup()
    // Another version of the wallet (or a hand edit) left a name this one does not know.
    createScopedStorage<LocalStorageKeys>({
      appId,
      onFallback: () => {},
      backend: () => localBackend,
    }).set('theme', 'neon')
    expect(make().themeChoice.chosen()).toBeUndefined()
  })
})
