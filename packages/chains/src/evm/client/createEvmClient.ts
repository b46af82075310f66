import { WalletError } from '@tessera/errors'
import { createPublicClient, createWalletClient } from 'viem'
import type { NetworkConfig } from '../../networks/NetworkConfig.js'
import type { EvmClient } from '../EvmContext.js'
import { rpcTransport } from './rpcTransport.js'
import { toViemChain } from './toViemChain.js'

/** viem clients of a network's first RPC URL; every send names its account itself. */
export function createEvmClient(network: NetworkConfig): EvmClient {
  const rpcUrl = network.rpcUrls[0]
  if (!rpcUrl) throw new WalletError('W-123', { details: `${network.id} has no RPC` })
  const chain = toViemChain(network)
  const transport = rpcTransport(rpcUrl)
  return {
    publicClient: createPublicClient({ chain, transport }),
    walletClient: createWalletClient({ chain, transport }),
  }
}
