import { describe, expect, test } from 'vitest'
import type { LocalStorageKeys } from '../session/walletStorageKeys.js'
import { createMemoryStorage } from '../testing/createMemoryStorage.js'
import { createAppConnectionStore } from './createAppConnectionStore.js'
import { createScopedStorage, type StorageBackend } from './createScopedStorage.js'

const appId = 'c'.repeat(40)
const shop = 'https://shop.example'
const blog = 'https://blog.example'

/** The connection of `origin` over `backend`: each call is a fresh page load. */
function storeOn(backend: StorageBackend, origin: string) {
  const local = createScopedStorage<LocalStorageKeys>({
    appId,
    backend: () => backend,
    onFallback: () => undefined,
  })
  return createAppConnectionStore({ local, origin })
}

describe('createAppConnectionStore', () => {
  test('default: EIP-2255 a connection survives a reload, per origin, under the app id, as a date only', () => {
    const backend = createMemoryStorage()
    storeOn(backend, shop).save(1_700_000_000_000)
    storeOn(backend, blog).save(1_700_000_000_001)
    expect(storeOn(backend, shop).load()).toBe(1_700_000_000_000)
    expect(JSON.parse(backend.getItem(`${appId}:appConnections`) ?? '').v).toEqual({
      [shop]: 1_700_000_000_000,
      [blog]: 1_700_000_000_001,
    })
  })

  test('behavior: a revoke (null) removes only that origin, and reads back as not connected', () => {
    const backend = createMemoryStorage()
    storeOn(backend, shop).save(1)
    storeOn(backend, blog).save(2)
    storeOn(backend, shop).save(null)
    expect(storeOn(backend, shop).load()).toBeNull()
    expect(storeOn(backend, blog).load()).toBe(2)
  })

  test('behavior: nothing stored, or anything but a time, is not connected', () => {
    const backend = createMemoryStorage()
    expect(storeOn(backend, shop).load()).toBeNull()
    for (const stored of [{ [shop]: 'yes' }, { [shop]: 1.5 }, [shop], 'garbage']) {
      backend.setItem(`${appId}:appConnections`, JSON.stringify({ v: stored }))
      expect(storeOn(backend, shop).load()).toBeNull()
    }
  })
})
