import type { NetworkId } from '../../networks/NetworkId.js'
import { evmChainId } from '../evmChainId.js'

/**
 * Chain ids of public EVM production networks. SPEC §1 shows a testing-only banner on every
 * other network, and SPEC §9 hides fiat there; the network config has no testnet flag, so an
 * unknown chain (a devnet, a custom RPC) counts as a test network.
 */
const mainnetChainIds: ReadonlySet<number> = new Set([
  1, // Ethereum
  10, // OP Mainnet
  25, // Cronos
  56, // BNB Smart Chain
  100, // Gnosis
  137, // Polygon
  250, // Fantom
  324, // zkSync Era
  1101, // Polygon zkEVM
  1284, // Moonbeam
  5000, // Mantle
  8453, // Base
  42161, // Arbitrum One
  42220, // Celo
  43114, // Avalanche C-Chain
  59144, // Linea
  81457, // Blast
  534352, // Scroll
])

/** True on a production EVM network (SPEC §1, §9). */
export function isEvmMainnet(network: NetworkId): boolean {
  return mainnetChainIds.has(evmChainId(network))
}
