import type { CallBatch } from '@tessera/chains'
import { describe, expect, test } from 'vitest'
import { memoryCallBatchStore } from './memoryCallBatchStore.js'
import { watchCallBatches } from './watchCallBatches.js'

const batch = (hashes: readonly string[]): CallBatch => ({
  id: 'one',
  networkId: 'eip155:1',
  callCount: 2,
  hashes,
  isComplete: false,
})
const first = `0x${'ab'.repeat(32)}`
const second = `0x${'cd'.repeat(32)}`

describe('watchCallBatches', () => {
  test('default: #17 EIP-5792 a screen watching a batch hears each save and reads the batch as saved', () => {
    const { store, watched } = watchCallBatches(memoryCallBatchStore())
    const heard: (CallBatch | undefined)[] = []
    watched.subscribe(() => heard.push(watched.find('one')))
    expect(watched.find('one')).toBeUndefined()
    store.save(batch([first]))
    store.save(batch([first, second]))
    expect(heard.map((found) => found?.hashes)).toEqual([[first], [first, second]])
  })

  test('behavior: #17 EIP-5792 an unchanged batch is the same object (a stable snapshot), a changed one a new one', () => {
    const { store, watched } = watchCallBatches(memoryCallBatchStore())
    store.save(batch([first]))
    const shown = watched.find('one')
    store.save(batch([first]))
    expect(watched.find('one')).toBe(shown)
    store.save(batch([first, second]))
    expect(watched.find('one')).not.toBe(shown)
    expect(watched.find('one')?.hashes).toEqual([first, second])
  })

  test('behavior: #17 EIP-5792 the family reads the store fresh: a batch another tab saved is found', () => {
    const shared = memoryCallBatchStore()
    const { store, watched } = watchCallBatches(shared)
    expect(store.find('one')).toBeUndefined()
    shared.save(batch([first]))
    expect(store.find('one')).toEqual(batch([first]))
    expect(watched.find('one')).toEqual(batch([first]))
  })

  test('edge: #17 a listener that unsubscribed hears nothing more', () => {
    const { store, watched } = watchCallBatches(memoryCallBatchStore())
    let heard = 0
    const unsubscribe = watched.subscribe(() => heard++)
    store.save(batch([first]))
    unsubscribe()
    store.save(batch([first, second]))
    expect(heard).toBe(1)
  })
})
