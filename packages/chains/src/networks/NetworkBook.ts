import type { NetworkConfig } from './NetworkConfig.js'
import type { NetworkId } from './NetworkId.js'

/** The wallet's networks as a family's requests read and change them (the engine holds them). */
export type NetworkBook = {
  list(): readonly NetworkConfig[]
  selected(): NetworkConfig
  find(id: NetworkId): NetworkConfig | undefined
  /** The network with this id; the family's "not in the list" error (EVM 4902) otherwise. */
  require(id: NetworkId): NetworkConfig
  /** The network, other than the one with `exceptId`, that uses `rpcUrl`. */
  findByRpcUrl(rpcUrl: string, exceptId?: NetworkId): NetworkConfig | undefined
  /** Selects a known network (SPEC §4: chainChanged follows). */
  select(id: NetworkId): void
  /** SPEC §5: a known id gets its RPC replaced, a new one is added as custom; then it is selected. */
  addOrReplace(network: NetworkConfig): void
  /** Calls `listener` after each change of the list or of the selection; returns its removal. */
  subscribe(listener: () => void): () => void
}
