import type { CallBatch, CallBatchStore } from '@tessera/chains'
import { createListeners } from '../subscriptions/createListeners.js'

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
 */
export function watchCallBatches(store: CallBatchStore): {
  readonly store: CallBatchStore
  readonly watched: WatchedCallBatches
} {
  const listeners = createListeners()
  const lastFound = new Map<string, CallBatch>()
  return {
    store: {
      find: (id) => store.find(id),
      save: (batch) => {
        store.save(batch)
        listeners.notify()
      },
    },
    watched: {
      find: (id) => {
        const batch = store.find(id)
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
