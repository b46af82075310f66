import type { NetworkConfig, NetworkId } from '@tessera/engine'
import { useNetworkList, useSelectedNetwork } from './useNetworks.js'

/** The network with this id, or the selected one when none is given or it is not known. */
export function useNetworkOf(networkId: NetworkId | undefined): NetworkConfig {
  const networks = useNetworkList()
  const selected = useSelectedNetwork()
  return networks.find((network) => network.id === networkId) ?? selected
}
