import {
  type ChainFamily,
  loadChainAdapter,
  type NetworkConfig,
  type ServerChain,
} from '@tessera/chains'
import { createWalletEngine } from './createWalletEngine.js'
import { networksOfServerChains } from './networks/networksOfServerChains.js'
import type { CreateWalletEngineParameters, WalletEngine } from './WalletEngine.js'

/** A chain family, loaded: what the wallet needs of it before and to start an engine. */
export type WalletFamily = {
  /** The app's chains (from the gateway) as this family names them. */
  networksOf(chains: readonly ServerChain[]): NetworkConfig[]
  /** The engine of one login on this family. */
  createEngine(parameters: Omit<CreateWalletEngineParameters, 'adapter'>): WalletEngine
}

/**
 * Loads a family's adapter (its own chunk: an app's wallet loads only its family's code) and
 * returns what the wallet starts an engine with. A family without an adapter yet is W-139.
 */
export async function loadWalletFamily(family: ChainFamily): Promise<WalletFamily> {
  const adapter = await loadChainAdapter(family)
  return {
    networksOf: (chains) => networksOfServerChains(adapter, chains),
    createEngine: (parameters) => createWalletEngine({ ...parameters, adapter }),
  }
}
