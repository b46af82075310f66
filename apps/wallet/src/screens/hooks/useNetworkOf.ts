import type { NetworkConfig } from '@tessera/engine'
import { useNetworkList, useSelectedNetwork } from './useNetworks.js'

/** The network with this chain id, or the selected one when no chain id is given or known. */
export function useNetworkOf(chainId: number | undefined): NetworkConfig {
  const networks = useNetworkList()
  const selected = useSelectedNetwork()
  return networks.find((network) => network.chainId === chainId) ?? selected
}
