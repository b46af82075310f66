import type { CallBatch, CallBatchStore } from '@tessera/chains'
import { createListeners } from '../subscriptions/createListeners.js'
import type { BatchRuns } from './createBatchRuns.js'

/**
 * EIP-5792 (issue #17): the app's wallet_sendCalls batches as the screens read them, for the
 * status wallet_showCallsStatus shows: `find` answers the same object while the batch is unchanged
 * (a stable snapshot), `subscribe` hears each batch the engine saves (a call sent, the batch done).
 */
export type WatchedCallBatches = {
  find(id: string): CallBatch | undefined
  subscribe(listener: () => void): () => void
}

/**
 * Wraps the wallet's batch store: the family keeps saving through `store` (read fresh each time:
 * another tab of the wallet keeps the same batches), and the screens watch through `watched`.
 * A batch saved unfinished is marked as run by this engine (`runs`) until saved finished. A batch
 * found unfinished that no tab runs any more (its tab reloaded or closed mid-batch) is saved
 * finished as it was left, so wallet_getCallsStatus no longer answers pending for ever (100): 400
 * when none of its calls was sent, else by its receipts (a call never sent counts as failed).
 */
export function watchCallBatches(
  store: CallBatchStore,
  runs: BatchRuns,
): {
  readonly store: CallBatchStore
  readonly watched: WatchedCallBatches
} {
  const listeners = createListeners()
  const lastFound = new Map<string, CallBatch>()
  const save = (batch: CallBatch) => {
    if (!batch.isComplete) runs.start(batch.id) // before other tabs can read it
    store.save(batch)
    if (batch.isComplete) runs.end(batch.id)
    listeners.notify()
  }
  const checking = new Set<string>()
  const find = (id: string) => {
    const batch = store.find(id)
    if (batch && !batch.isComplete && !runs.isRunHere(id) && !checking.has(id)) {
      checking.add(id)
      runs
        .isRunAnywhere(id)
        .then((isRun) => {
          const left = store.find(id)
          if (!isRun && left && !left.isComplete && !runs.isRunHere(id))
            save({ ...left, isComplete: true })
        })
        .catch(() => undefined) // stays pending; the next read asks again
        .finally(() => checking.delete(id))
    }
    return batch
  }
  return {
    store: { find, save },
    watched: {
      find: (id) => {
        const batch = find(id)
        const last = lastFound.get(id)
        if (batch && last && isSameBatch(batch, last)) return last
        if (batch) lastFound.set(id, batch)
        else lastFound.delete(id)
        return batch
      },
      subscribe: listeners.subscribe,
    },
  }
}

function isSameBatch(a: CallBatch, b: CallBatch): boolean {
  return (
    a.networkId === b.networkId &&
    a.callCount === b.callCount &&
    a.isComplete === b.isComplete &&
    a.hashes.length === b.hashes.length &&
    a.hashes.every((hash, index) => hash === b.hashes[index])
  )
}
