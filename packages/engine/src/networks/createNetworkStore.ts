import { WalletError } from '@tessera/errors'
import { toHex } from 'viem'
import { invalidParams } from '../requests/invalidParams.js'
import { onlyCustomNetworksDeletable } from '../requests/requestTexts.js'
import { createListeners } from '../subscriptions/createListeners.js'
import type { NetworkConfig } from './NetworkConfig.js'

export type NetworkStore = ReturnType<typeof createNetworkStore>

/**
 * The networks the wallet knows and the selected one. Tells `onSelect` when the selection
 * changes and `onListChange` when a network is added, replaced, edited or deleted.
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
  /** SPEC §5: the selected network cannot be edited or deleted (W-103). */
  const requireUnselected = (chainId: number) => {
    const network = require(chainId)
    if (chainId === selectedChainId) throw new WalletError('W-103')
    return network
  }
  /** The network, other than the one with `exceptChainId`, that uses `rpcUrl`. */
  const findByRpcUrl = (rpcUrl: string, exceptChainId?: number) =>
    networks.find(
      (network) => network.chainId !== exceptChainId && network.rpcUrls.includes(rpcUrl),
    )
  const changeList = (next: readonly NetworkConfig[]) => {
    networks = next
    notify()
    parameters.onListChange()
  }
  /**
   * SPEC §5 Edit network, the checks on the list: not the selected network (W-103), an RPC URL
   * (W-101) and a chain id (W-102) no *other* network uses: its own are no duplicates (V-005).
   */
  const assertCanEdit = (chainId: number, edited: NetworkConfig) => {
    requireUnselected(chainId)
    if (edited.rpcUrls.some((rpcUrl) => findByRpcUrl(rpcUrl, chainId)))
      throw new WalletError('W-101')
    if (edited.chainId !== chainId && find(edited.chainId)) throw new WalletError('W-102')
  }

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
    /** The network with this chain id; 4902 for an unknown one. */
    require,
    findByRpcUrl,
    subscribe,
    select,
    /**
     * SPEC §5: a known chain id gets its RPC replaced, a new one is added as a custom network;
     * either way it is then selected.
     */
    addOrReplace(network: NetworkConfig) {
      const existing = find(network.chainId)
      changeList(
        existing
          ? networks.map((n) => (n === existing ? { ...existing, rpcUrls: network.rpcUrls } : n))
          : [...networks, network],
      )
      select(network.chainId)
    },
    assertCanEdit,
    /** Replaces the network with `chainId` by `edited`, after the checks of `assertCanEdit`. */
    edit(chainId: number, edited: NetworkConfig) {
      assertCanEdit(chainId, edited)
      changeList(networks.map((n) => (n.chainId === chainId ? edited : n)))
    },
    /** SPEC §6: only a custom network can be deleted, and not the selected one (W-103). */
    delete(chainId: number) {
      if (!requireUnselected(chainId).isCustom) throw invalidParams(onlyCustomNetworksDeletable)
      changeList(networks.filter((n) => n.chainId !== chainId))
    },
  }
}
