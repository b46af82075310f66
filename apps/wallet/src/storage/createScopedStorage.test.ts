import type { WalletError } from '@tessera/errors'
import { describe, expect, test } from 'vitest'
import { createMemoryStorage } from '../testing/createMemoryStorage.js'
import { createScopedStorage, type StorageBackend } from './createScopedStorage.js'

type Keys = { loginCount: number; pk: { key: string }; session: { id: string } }
const appA = 'a'.repeat(40)
const appB = 'b'.repeat(40)

function setup(backend: () => StorageBackend = createMemoryStorage) {
  let clock = 1_000
  const fallbacks: WalletError[] = []
  const store = backend()
  const make = (appId: string) =>
    createScopedStorage<Keys>({
      appId,
      backend: () => store,
      onFallback: (error) => fallbacks.push(error),
      now: () => clock,
    })
  return { store, make, fallbacks, advance: (ms: number) => (clock += ms) }
}

describe('createScopedStorage', () => {
  test('S-092: values round-trip under keys prefixed with the app id', () => {
    const { make, store } = setup()
    const storage = make(appA)
    storage.set('loginCount', 3)
    expect(storage.get('loginCount')).toBe(3)
    expect([...(store as ReturnType<typeof createMemoryStorage>).entries.keys()]).toEqual([
      `${appA}:loginCount`,
    ])
  })

  test('S-092: two apps never see each other, and clear() removes only its own keys', () => {
    const { make } = setup()
    const a = make(appA)
    const b = make(appB)
    a.set('session', { id: 'one' })
    b.set('session', { id: 'two' })
    expect(a.get('session')).toEqual({ id: 'one' })
    a.clear()
    expect(a.get('session')).toBeUndefined()
    expect(b.get('session')).toEqual({ id: 'two' })
  })

  test('behavior: K-015 a value with a ttl reads as absent once expired, and is removed (pk: 1 day, SPEC §3)', () => {
    const { make, advance, store } = setup()
    const storage = make(appA)
    storage.set('pk', { key: 'k' }, { ttlMs: 86_400_000 })
    advance(86_399_999)
    expect(storage.get('pk')).toEqual({ key: 'k' })
    advance(1)
    expect(storage.get('pk')).toBeUndefined()
    expect(store.length).toBe(0)
  })

  test('behavior: removeExpired removes the expired and unreadable entries of this app only, unread', () => {
    const { make, advance, store } = setup()
    const a = make(appA)
    a.set('pk', { key: 'k' }, { ttlMs: 1_000 })
    a.set('session', { id: 'kept' }, { ttlMs: 5_000 })
    a.set('loginCount', 2)
    make(appB).set('pk', { key: 'other app' }, { ttlMs: 1_000 })
    store.setItem(`${appA}:garbage`, '{not json')
    advance(1_000)
    a.removeExpired()
    const keys = [...(store as ReturnType<typeof createMemoryStorage>).entries.keys()]
    expect(keys.sort()).toEqual([`${appA}:loginCount`, `${appA}:session`, `${appB}:pk`])
  })

  test('behavior: a corrupted value reads as absent', () => {
    const { make, store } = setup()
    store.setItem(`${appA}:loginCount`, '{not json')
    expect(make(appA).get('loginCount')).toBeUndefined()
  })

  test('error: W-140 X-044 storage that throws falls back to memory, reported once', () => {
    const throwing: StorageBackend = {
      length: 0,
      key: () => null,
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      removeItem: () => {},
    }
    const { make, fallbacks } = setup(() => throwing)
    const storage = make(appA)
    storage.set('loginCount', 1)
    storage.set('loginCount', 2)
    expect(storage.get('loginCount')).toBe(2)
    expect(storage.isInMemory()).toBe(true)
    expect(fallbacks.map((error) => error.code)).toEqual(['W-140'])
  })

  test('error: W-140 when merely reading window.localStorage throws', () => {
    const fallbacks: WalletError[] = []
    const storage = createScopedStorage<Keys>({
      appId: appA,
      backend: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
      onFallback: (error) => fallbacks.push(error),
    })
    storage.set('session', { id: 's' })
    expect(storage.get('session')).toEqual({ id: 's' })
    expect(fallbacks).toHaveLength(1)
  })
})
