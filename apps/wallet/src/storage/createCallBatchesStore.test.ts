import { describe, expect, test } from 'vitest'
import type { LocalStorageKeys } from '../session/walletStorageKeys.js'
import { createMemoryStorage } from '../testing/createMemoryStorage.js'
import { createCallBatchesStore, keptCallBatches } from './createCallBatchesStore.js'
import { createScopedStorage, type StorageBackend } from './createScopedStorage.js'

const appId = 'c'.repeat(40)
const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const hash = `0x${'ab'.repeat(32)}`
const batch = (id: string) => ({
  id,
  networkId: 'eip155:1' as const,
  callCount: 2,
  hashes: [hash],
  isComplete: true,
})

/** The batches of `address` over `backend`: each call is a fresh page load. */
function storeOn(backend: StorageBackend, address: string) {
  const local = createScopedStorage<LocalStorageKeys>({
    appId,
    backend: () => backend,
    onFallback: () => undefined,
  })
  return createCallBatchesStore({ local, address })
}

describe('createCallBatchesStore', () => {
  test('default: #17 EIP-5792 a batch survives a reload, per address, under the app id', () => {
    const backend = createMemoryStorage()
    storeOn(backend, alice).save(batch('one'))
    expect(storeOn(backend, alice.toLowerCase()).find('one')).toEqual(batch('one'))
    expect(storeOn(backend, bob).find('one')).toBeUndefined()
  })

  test("error: #17 EIP-5792 another app's batch is unknown here (wallet_getCallsStatus and wallet_showCallsStatus answer 5730)", () => {
    const backend = createMemoryStorage()
    storeOn(backend, alice).save(batch('one'))
    const otherApp = createScopedStorage<LocalStorageKeys>({
      appId: 'd'.repeat(40),
      backend: () => backend,
      onFallback: () => undefined,
    })
    expect(createCallBatchesStore({ local: otherApp, address: alice }).find('one')).toBeUndefined()
  })

  test('behavior: #17 EIP-5792 saving a batch again replaces it (its hashes grow as calls are sent)', () => {
    const backend = createMemoryStorage()
    storeOn(backend, alice).save({ ...batch('one'), hashes: [] })
    storeOn(backend, alice).save(batch('one'))
    expect(storeOn(backend, alice).find('one')?.hashes).toEqual([hash])
  })

  test('edge: #17 EIP-5792 a batch stopped before its first call (no hash, complete) survives a reload, for its 400', () => {
    const backend = createMemoryStorage()
    const stopped = { ...batch('stopped'), hashes: [] }
    storeOn(backend, alice).save(stopped)
    expect(storeOn(backend, alice).find('stopped')).toEqual(stopped)
  })

  test('edge: #17 EIP-5792 only the newest batches are kept', () => {
    const backend = createMemoryStorage()
    const store = storeOn(backend, alice)
    for (let n = 0; n <= keptCallBatches; n++) store.save(batch(`b${n}`))
    expect(store.find('b0')).toBeUndefined()
    expect(store.find('b1')).toEqual(batch('b1'))
    expect(store.find(`b${keptCallBatches}`)).toEqual(batch(`b${keptCallBatches}`))
    // Ids that look like numbers keep their turn too: the newest of them stays.
    for (let n = 0; n <= keptCallBatches; n++) store.save(batch(String(n)))
    expect(store.find('0')).toBeUndefined()
    expect(store.find(String(keptCallBatches))).toEqual(batch(String(keptCallBatches)))
    expect(store.find('constructor')).toBeUndefined()
  })

  test('error: #17 EIP-5792 a stored batch that does not parse reads as unknown', () => {
    const backend = createMemoryStorage()
    storeOn(backend, alice).save(batch('one'))
    backend.setItem(
      `${appId}:callBatches`,
      JSON.stringify({
        v: { [alice.toLowerCase()]: [{ id: 'one', networkId: 'x', hashes: ['0x1'] }] },
      }),
    )
    expect(storeOn(backend, alice).find('one')).toBeUndefined()
  })
})
