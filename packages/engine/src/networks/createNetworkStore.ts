import { WalletError } from '@tessera/errors'
import { toHex } from 'viem'
import { createListeners } from '../subscriptions/createListeners.js'
import type { NetworkConfig } from './NetworkConfig.js'

export type NetworkStore = ReturnType<typeof createNetworkStore>

/**
 * The networks the wallet knows and the selected one. Tells `onSelect` when the selection
 * changes and `onListChange` when a network is added or replaced.
 */
export function createNetworkStore(parameters: {
  readonly chains: readonly NetworkConfig[]
  readonly selectedChainId: number
  readonly onSelect: (network: NetworkConfig) => void
  readonly onListChange: () => void
}) {
  let networks: readonly NetworkConfig[] = [...parameters.chains]
  let selectedChainId = parameters.selectedChainId
  const { subscribe, notify } = createListeners()

  const find = (chainId: number) => networks.find((network) => network.chainId === chainId)
  const require = (chainId: number) => {
    const network = find(chainId)
    if (!network) throw new WalletError('4902', { params: { chainId: toHex(chainId) } })
    return network
  }
  require(selectedChainId)

  /** Selects a known network; 4902 for an unknown chain id. */
  function select(chainId: number) {
    const network = require(chainId)
    if (chainId === selectedChainId) return
    selectedChainId = chainId
    notify()
    parameters.onSelect(network)
  }

  return {
    list: (): readonly NetworkConfig[] => networks,
    selected: (): NetworkConfig => require(selectedChainId),
    find,
    subscribe,
    select,
    /**
     * SPEC §5: a known chain id gets its RPC replaced, a new one is added as a custom network;
     * either way it is then selected.
     */
    addOrReplace(network: NetworkConfig) {
      const existing = find(network.chainId)
      networks = existing
        ? networks.map((n) => (n === existing ? { ...existing, rpcUrls: network.rpcUrls } : n))
        : [...networks, network]
      notify()
      parameters.onListChange()
      select(network.chainId)
    },
  }
}
