import type { PendingRequest } from '@tessera/engine'
import { useCallback, useSyncExternalStore } from 'react'
import { useWalletContext } from '../WalletContext.js'

export type ApprovalsSnapshot = {
  readonly pending: readonly PendingRequest[]
  readonly skipped: readonly PendingRequest[]
}

/** The requests waiting for the user, re-rendering when the engine's queue changes (SPEC §4). */
export function useApprovals(): ApprovalsSnapshot {
  const { approvals } = useWalletContext().engine
  const subscribe = useCallback(
    (listener: () => void) => approvals.subscribe(listener),
    [approvals],
  )
  const snapshot = useCallback(() => approvals.snapshot(), [approvals])
  return useSyncExternalStore(subscribe, snapshot)
}
