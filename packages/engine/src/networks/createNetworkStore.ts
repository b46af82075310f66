import { invalidParams, type NetworkConfig, type NetworkId } from '@tessera/chains'
import { WalletError } from '@tessera/errors'
import { createListeners } from '../subscriptions/createListeners.js'

const onlyCustomNetworksDeletable = 'Only custom networks can be deleted' // SPEC §6

export type NetworkStore = ReturnType<typeof createNetworkStore>

/**
 * The networks the wallet knows and the selected one. Tells `onSelect` when the selection
 * changes and `onListChange` when a network is added, replaced, edited or deleted.
 */
export function createNetworkStore(parameters: {
  readonly chains: readonly NetworkConfig[]
  readonly selectedNetworkId: NetworkId
  /** The network's chain id as hosts know it, for SPEC §8's 4902 'Chain Id {id} is not in the list'. */
  readonly hostChainId: (id: NetworkId) => string
  readonly onSelect: (network: NetworkConfig) => void
  readonly onListChange: () => void
}) {
  let networks: readonly NetworkConfig[] = [...parameters.chains]
  let selectedId = parameters.selectedNetworkId
  const { subscribe, notify } = createListeners()

  const find = (id: NetworkId) => networks.find((network) => network.id === id)
  const require = (id: NetworkId) => {
    const network = find(id)
    if (!network) throw new WalletError('4902', { params: { chainId: parameters.hostChainId(id) } })
    return network
  }
  require(selectedId)
  /** SPEC §5: the selected network cannot be edited or deleted (W-103). */
  const requireUnselected = (id: NetworkId) => {
    const network = require(id)
    if (id === selectedId) throw new WalletError('W-103')
    return network
  }
  /** The network, other than the one with `exceptId`, that uses `rpcUrl`. */
  const findByRpcUrl = (rpcUrl: string, exceptId?: NetworkId) =>
    networks.find((network) => network.id !== exceptId && network.rpcUrls.includes(rpcUrl))
  const changeList = (next: readonly NetworkConfig[]) => {
    networks = next
    notify()
    parameters.onListChange()
  }
  /**
   * SPEC §5 Edit network, the checks on the list: not the selected network (W-103), an RPC URL
   * (W-101) and a chain id (W-102) no *other* network uses: its own are no duplicates (V-005).
   */
  const assertCanEdit = (id: NetworkId, edited: NetworkConfig) => {
    requireUnselected(id)
    if (edited.rpcUrls.some((rpcUrl) => findByRpcUrl(rpcUrl, id))) throw new WalletError('W-101')
    if (edited.id !== id && find(edited.id)) throw new WalletError('W-102')
  }

  /** Selects a known network; 4902 for an unknown one. */
  function select(id: NetworkId) {
    const network = require(id)
    if (id === selectedId) return
    selectedId = id
    notify()
    parameters.onSelect(network)
  }

  return {
    list: (): readonly NetworkConfig[] => networks,
    selected: (): NetworkConfig => require(selectedId),
    find,
    /** The network with this id; 4902 for an unknown one. */
    require,
    findByRpcUrl,
    subscribe,
    select,
    /**
     * SPEC §5: a known network id gets its RPC replaced, a new one is added as a custom network;
     * either way it is then selected.
     */
    addOrReplace(network: NetworkConfig) {
      const existing = find(network.id)
      changeList(
        existing
          ? networks.map((n) => (n === existing ? { ...existing, rpcUrls: network.rpcUrls } : n))
          : [...networks, network],
      )
      select(network.id)
    },
    assertCanEdit,
    /** Replaces the network with `id` by `edited`, after the checks of `assertCanEdit`. */
    edit(id: NetworkId, edited: NetworkConfig) {
      assertCanEdit(id, edited)
      changeList(networks.map((n) => (n.id === id ? edited : n)))
    },
    /** SPEC §6: only a custom network can be deleted, and not the selected one (W-103). */
    delete(id: NetworkId) {
      if (!requireUnselected(id).isCustom) throw invalidParams(onlyCustomNetworksDeletable)
      changeList(networks.filter((n) => n.id !== id))
    },
  }
}
