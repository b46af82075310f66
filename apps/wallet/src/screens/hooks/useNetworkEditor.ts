import type { NetworkForm, NetworkId } from '@tessera/engine'
import { useWalletContext } from '../WalletContext.js'

/** The user's changes to the wallet's networks (SPEC §2 network selector and sheet, §5 rules). */
export type NetworkEditor = {
  select(id: NetworkId): void
  /** SPEC §5 Add network: W-110, scheme, W-101, W-122, W-123; the network is then selected. */
  add(form: NetworkForm): Promise<void>
  /** SPEC §5 Edit network: as `add`, plus W-103 (selected) and W-102 (another's chain id). */
  edit(id: NetworkId, form: NetworkForm): Promise<void>
  /** SPEC §6: only a custom network that is not selected. */
  remove(id: NetworkId): void
  /** The Edit network form of a known network. */
  formOf(id: NetworkId): NetworkForm
  /** The chain id a network is known by, shown beside its name. */
  chainIdOf(id: NetworkId): number
  /** SPEC §2: the family takes networks added by hand. */
  readonly canAdd: boolean
}

/** The engine's network writes, for the network screens. */
export function useNetworkEditor(): NetworkEditor {
  const { engine } = useWalletContext()
  const { networks } = engine
  return {
    select: networks.select,
    add: networks.add,
    edit: networks.edit,
    remove: networks.delete,
    formOf: networks.formOf,
    chainIdOf: networks.chainIdOf,
    canAdd: engine.capabilities.customNetworks,
  }
}
