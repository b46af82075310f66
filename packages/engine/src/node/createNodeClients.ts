import { WalletError } from '@tessera/errors'
import { createPublicClient, createWalletClient, type LocalAccount } from 'viem'
import type { NetworkConfig } from '../networks/NetworkConfig.js'
import { rpcTransport } from './rpcTransport.js'
import { toViemChain } from './toViemChain.js'

/** viem clients for a network's node, made once per chain id and RPC URL. */
export function createNodeClients(account: LocalAccount) {
  const cache = new Map<string, ReturnType<typeof makeClients>>()

  function makeClients(network: NetworkConfig, rpcUrl: string) {
    const chain = toViemChain(network)
    const transport = rpcTransport(rpcUrl)
    return {
      publicClient: createPublicClient({ chain, transport }),
      walletClient: createWalletClient({ chain, transport, account }),
    }
  }

  return (network: NetworkConfig) => {
    const rpcUrl = network.rpcUrls[0]
    if (!rpcUrl) throw new WalletError('W-123', { details: `chain ${network.chainId} has no RPC` })
    const key = `${network.chainId} ${rpcUrl}`
    const clients = cache.get(key) ?? makeClients(network, rpcUrl)
    cache.set(key, clients)
    return clients
  }
}

export type NodeClients = ReturnType<ReturnType<typeof createNodeClients>>
