import type { NetworkConfig } from '@tessera/engine'
import { useCallback, useSyncExternalStore } from 'react'
import { useWalletContext } from '../WalletContext.js'

function useNetworkStore<value>(read: (networks: NetworkStoreView) => value): value {
  const { networks } = useWalletContext().engine
  const subscribe = useCallback((listener: () => void) => networks.subscribe(listener), [networks])
  const snapshot = useCallback(() => read(networks), [networks, read])
  return useSyncExternalStore(subscribe, snapshot)
}

type NetworkStoreView = { selected(): NetworkConfig; list(): readonly NetworkConfig[] }
const readSelected = (networks: NetworkStoreView) => networks.selected()
const readList = (networks: NetworkStoreView) => networks.list()

/** The selected network, following the engine's network store. */
export function useSelectedNetwork(): NetworkConfig {
  return useNetworkStore(readSelected)
}

/** Every network the wallet knows, following the engine's network store. */
export function useNetworkList(): readonly NetworkConfig[] {
  return useNetworkStore(readList)
}
