import type { CallBatch, CallBatchStore } from '@tessera/chains'

/** The EIP-5792 batches of an engine the wallet gave no store (tests, tools): in memory only. */
export function memoryCallBatchStore(): CallBatchStore {
  const batches = new Map<string, CallBatch>()
  return {
    find: (id) => batches.get(id),
    save: (batch) => {
      batches.set(batch.id, batch)
    },
  }
}
