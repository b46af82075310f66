import type { Activity, NetworkId } from '@tessera/engine'
import { useCallback, useSyncExternalStore } from 'react'
import { useWalletContext } from '../WalletContext.js'

/** The selected network's activity history, newest first, following the engine's log (SPEC §3). */
export function useActivities(networkId: NetworkId): readonly Activity[] {
  const { activities } = useWalletContext().engine
  const subscribe = useCallback(
    (listener: () => void) => activities.subscribe(listener),
    [activities],
  )
  const snapshot = useCallback(() => activities.list(networkId), [activities, networkId])
  return useSyncExternalStore(subscribe, snapshot)
}
