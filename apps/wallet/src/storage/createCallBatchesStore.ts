import { type CallBatch, type CallBatchStore, isNetworkId } from '@tessera/engine'
import {
  arrayField,
  asRecord,
  booleanField,
  isRecord,
  numberField,
  stringField,
} from '../parse/fields.js'
import type { LocalStorageKeys } from '../session/walletStorageKeys.js'
import { addressKey } from './addressKey.js'
import type { ScopedStorage } from './createScopedStorage.js'

/**
 * EIP-5792 (issue #17): per address (see addressKey), its batches oldest first (a list, since an
 * object would put ids that look like numbers first); parsed on read.
 */
export type StoredCallBatches = Readonly<Record<string, readonly unknown[]>>

/** The batches kept per address: the oldest go first beyond this (an app polls recent ones). */
export const keptCallBatches = 100

/**
 * The wallet_sendCalls batches of one address in per-app storage (per user and app), so
 * wallet_getCallsStatus answers after a reload. Storage is a boundary: a batch that does not
 * parse reads as unknown.
 */
export function createCallBatchesStore(parameters: {
  readonly local: ScopedStorage<LocalStorageKeys>
  /** The logged-in address: each address keeps its own batches. */
  readonly address: string
}): CallBatchStore {
  const { local } = parameters
  const owner = addressKey(parameters.address)
  const stored = (): readonly unknown[] => {
    const batches = local.get('callBatches')?.[owner]
    return Array.isArray(batches) ? batches : []
  }
  const idOf = (batch: unknown) => (isRecord(batch) ? batch.id : undefined)
  return {
    find(id) {
      const batch = stored().find((candidate) => idOf(candidate) === id)
      return batch === undefined ? undefined : parsedOrNothing(id, batch)
    },
    save(batch) {
      const others = stored().filter((candidate) => idOf(candidate) !== batch.id)
      local.set('callBatches', {
        ...local.get('callBatches'),
        [owner]: [...others.slice(-(keptCallBatches - 1)), batch],
      })
    },
  }
}

function parsedOrNothing(id: string, stored: unknown): CallBatch | undefined {
  try {
    const record = asRecord(stored, 'batch')
    const networkId = stringField(record, 'networkId')
    if (!isNetworkId(networkId)) throw new TypeError('networkId must be a network id')
    const hashes = arrayField(record, 'hashes').map((hash) => {
      if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash))
        throw new TypeError('hashes must be transaction hashes')
      return hash
    })
    return {
      id,
      networkId,
      callCount: numberField(record, 'callCount'),
      hashes,
      isComplete: booleanField(record, 'isComplete'),
    }
  } catch {
    // Written by another version or edited by hand.
    return undefined
  }
}
