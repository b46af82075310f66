import { type Chain, defineChain } from 'viem'
import type { NetworkConfig } from '../../networks/NetworkConfig.js'
import { evmChainId } from '../evmChainId.js'

/** The viem chain of a network config. */
export function toViemChain(network: NetworkConfig): Chain {
  return defineChain({
    id: evmChainId(network),
    name: network.chainName,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls] } },
    ...(network.blockExplorerUrls[0]
      ? {
          blockExplorers: {
            default: { name: network.chainName, url: network.blockExplorerUrls[0] },
          },
        }
      : {}),
  })
}
