import { type NetworkId, networkIdOf } from '../../networks/NetworkId.js'

/** A public Solana cluster as the gateway, CAIP-2 and the token list each name it. */
export type SolanaCluster = {
  readonly name: 'mainnet-beta' | 'testnet' | 'devnet'
  /** The gateway's chain id (SPEC §3 `chain_id`), which hosts see. */
  readonly hostChainId: number
  /** CAIP-2: `solana:` and the first 32 characters of the cluster's genesis hash. */
  readonly networkId: NetworkId
  /** The Solana token list's `chainId` of the cluster (third-party-apis §6). */
  readonly tokenListChainId: number
}

/** The clusters the wallet knows; a local cluster poses as devnet. */
export const solanaClusters: readonly SolanaCluster[] = [
  {
    name: 'mainnet-beta',
    hostChainId: 1,
    networkId: networkIdOf('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
    tokenListChainId: 101,
  },
  {
    name: 'testnet',
    hostChainId: 2,
    networkId: networkIdOf('solana', '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'),
    tokenListChainId: 102,
  },
  {
    name: 'devnet',
    hostChainId: 3,
    networkId: networkIdOf('solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'),
    tokenListChainId: 103,
  },
]

/** The cluster of a network id; undefined for any other network. */
export function solanaClusterOf(networkId: NetworkId): SolanaCluster | undefined {
  return solanaClusters.find((cluster) => cluster.networkId === networkId)
}

/** The cluster the gateway names by `chainId` ('1', '2', '3'); undefined for any other text. */
export function solanaClusterOfChainId(chainId: string): SolanaCluster | undefined {
  return solanaClusters.find((cluster) => String(cluster.hostChainId) === chainId.trim())
}

/** The cluster of a network the wallet uses; throws for a network that is none (a programming error). */
export function requireSolanaCluster(networkId: NetworkId): SolanaCluster {
  const cluster = solanaClusterOf(networkId)
  if (!cluster) throw new Error(`${networkId} is not a Solana cluster`)
  return cluster
}
