import type { BalancePoller, BalanceSnapshot, NetworkConfig } from '@tessera/engine'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { useWalletContext } from '../WalletContext.js'

export type Balances = {
  readonly snapshot: BalanceSnapshot | undefined
  readonly refresh: () => void
}

/** Polls the balances of `network` while mounted (SPEC §9: every 10 s, for 10 min). */
export function useBalances(network: NetworkConfig): Balances {
  const { watchBalances } = useWalletContext().data
  const [poller, setPoller] = useState<BalancePoller | undefined>(undefined)
  useEffect(() => {
    const started = watchBalances(network)
    setPoller(started)
    return () => started.stop()
  }, [watchBalances, network])
  const subscribe = useCallback(
    (listener: () => void) => poller?.subscribe(listener) ?? (() => undefined),
    [poller],
  )
  const snapshot = useSyncExternalStore(subscribe, () => poller?.snapshot())
  const refresh = useCallback(() => void poller?.refresh(), [poller])
  return { snapshot, refresh }
}
