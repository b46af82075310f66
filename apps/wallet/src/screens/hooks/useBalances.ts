import { useQuery } from '@tanstack/react-query'
import { type AssetEntry, balancesQueryOptions, type NetworkConfig } from '@tessera/engine'
import { useCallback, useState } from 'react'
import { useWalletContext } from '../WalletContext.js'

export type Balances = {
  /** The last good read; undefined until the first succeeds (a failure is logged only). */
  readonly assets: readonly AssetEntry[] | undefined
  /** Reads now (the Refresh button) and polls for another full window. */
  readonly refresh: () => void
}

/**
 * Polls the balances of `network` while mounted (SPEC §9: every 10 s, for 10 min); reads nothing
 * while `isEnabled` is false.
 */
export function useBalances(network: NetworkConfig, isEnabled = true): Balances {
  const { engine } = useWalletContext()
  const [pollingSince, setPollingSince] = useState(() => Date.now())
  const { data, refetch } = useQuery({
    ...balancesQueryOptions(engine, { networkId: network.id, pollingSince }),
    enabled: isEnabled,
  })
  const refresh = useCallback(() => {
    setPollingSince(Date.now())
    void refetch()
  }, [refetch])
  return { assets: data, refresh }
}
