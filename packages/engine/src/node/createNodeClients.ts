import type { ChainAdapter, NetworkConfig } from '@tessera/chains'
import { WalletError } from '@tessera/errors'

/**
 * The clients of the networks' nodes, made by the family once per network and RPC URL: the one
 * place the wallet builds them (a changed RPC URL gets a new client).
 */
export function createNodeClients(adapter: ChainAdapter): (network: NetworkConfig) => unknown {
  const cache = new Map<string, unknown>()
  return (network) => {
    const rpcUrl = network.rpcUrls[0]
    if (!rpcUrl) throw new WalletError('W-123', { details: `${network.id} has no RPC` })
    const key = `${network.id} ${rpcUrl}`
    const client = cache.has(key) ? cache.get(key) : adapter.createClient(network)
    cache.set(key, client)
    return client
  }
}
