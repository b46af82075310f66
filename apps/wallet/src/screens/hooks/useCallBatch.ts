import type { CallBatch } from '@tessera/engine'
import { useCallback, useSyncExternalStore } from 'react'
import { useWalletContext } from '../WalletContext.js'

/**
 * EIP-5792 (issue #17): the app's batch with this id as the engine keeps it, following each call
 * sent; undefined for an id it does not know.
 */
export function useCallBatch(id: string): CallBatch | undefined {
  const { callBatches } = useWalletContext().engine
  const subscribe = useCallback(
    (listener: () => void) => callBatches.subscribe(listener),
    [callBatches],
  )
  const snapshot = useCallback(() => callBatches.find(id), [callBatches, id])
  return useSyncExternalStore(subscribe, snapshot)
}
