import type { CallBatch } from '@tessera/chains'
import { describe, expect, test, vi } from 'vitest'
import type { BatchRuns } from './createBatchRuns.js'
import { memoryCallBatchStore } from './memoryCallBatchStore.js'
import { watchCallBatches } from './watchCallBatches.js'

const batch = (hashes: readonly string[]): CallBatch => ({
  id: 'one',
  networkId: 'eip155:1',
  callCount: 2,
  hashes,
  isComplete: false,
})
/** Batch runs where no batch runs in this engine, and other tabs run them or not. */
function runsElsewhere(isRun: boolean, asked: string[] = []): BatchRuns {
  const here = new Set<string>()
  return {
    start: (id) => here.add(id),
    end: (id) => here.delete(id),
    isRunHere: (id) => here.has(id),
    isRunAnywhere: async (id) => {
      asked.push(id)
      return here.has(id) || isRun
    },
  }
}
const first = `0x${'ab'.repeat(32)}`
const second = `0x${'cd'.repeat(32)}`

describe('watchCallBatches', () => {
  test('default: #17 EIP-5792 a screen watching a batch hears each save and reads the batch as saved', () => {
    const { store, watched } = watchCallBatches(memoryCallBatchStore(), runsElsewhere(true))
    const heard: (CallBatch | undefined)[] = []
    watched.subscribe(() => heard.push(watched.find('one')))
    expect(watched.find('one')).toBeUndefined()
    store.save(batch([first]))
    store.save(batch([first, second]))
    expect(heard.map((found) => found?.hashes)).toEqual([[first], [first, second]])
  })

  test('behavior: #17 EIP-5792 an unchanged batch is the same object (a stable snapshot), a changed one a new one', () => {
    const { store, watched } = watchCallBatches(memoryCallBatchStore(), runsElsewhere(true))
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
    const { store, watched } = watchCallBatches(shared, runsElsewhere(true))
    expect(store.find('one')).toBeUndefined()
    shared.save(batch([first]))
    expect(store.find('one')).toEqual(batch([first]))
    expect(watched.find('one')).toEqual(batch([first]))
  })

  test('edge: #17 a listener that unsubscribed hears nothing more', () => {
    const { store, watched } = watchCallBatches(memoryCallBatchStore(), runsElsewhere(true))
    let heard = 0
    const unsubscribe = watched.subscribe(() => heard++)
    store.save(batch([first]))
    unsubscribe()
    store.save(batch([first, second]))
    expect(heard).toBe(1)
  })

  test('behavior: #17 EIP-5792 a batch left half sent by a tab that reloaded is saved finished as it was left', async () => {
    const left = memoryCallBatchStore()
    left.save(batch([first]))
    const { store, watched } = watchCallBatches(left, runsElsewhere(false))
    const heard: (CallBatch | undefined)[] = []
    watched.subscribe(() => heard.push(watched.find('one')))
    expect(store.find('one')?.isComplete).toBe(false) // answered as found, then checked
    await vi.waitFor(() => expect(left.find('one')?.isComplete).toBe(true))
    expect(left.find('one')?.hashes).toEqual([first])
    expect(heard.at(-1)?.isComplete).toBe(true)
  })

  test('behavior: #17 EIP-5792 a batch another tab is sending, or this engine is, stays unfinished', async () => {
    const shared = memoryCallBatchStore()
    shared.save(batch([first]))
    const asked: string[] = []
    const other = watchCallBatches(shared, runsElsewhere(true, asked))
    other.store.find('one')
    await vi.waitFor(() => expect(asked).toEqual(['one']))
    expect(shared.find('one')?.isComplete).toBe(false)

    const askedHere: string[] = []
    const here = watchCallBatches(memoryCallBatchStore(), runsElsewhere(false, askedHere))
    here.store.save(batch([first]))
    here.watched.find('one')
    expect(askedHere).toEqual([]) // its own run: nothing to ask
    here.store.save({ ...batch([first, second]), isComplete: true })
    expect(here.store.find('one')?.isComplete).toBe(true)
  })
})
