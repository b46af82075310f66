import type { NetworkConfig } from '../../networks/NetworkConfig.js'
import { evmChainId } from '../evmChainId.js'
import { defineEvmMethod } from './defineEvmMethod.js'
import { parseAddChainParams } from './parseAddChainParams.js'

/**
 * wallet_addEthereumChain: after approval the network is added (custom, 18 decimals by default)
 * or, for a known chain id, its RPC replaced; then it is selected (SPEC §5).
 */
export const wallet_addEthereumChain = defineEvmMethod<NetworkConfig>({
  needsApproval: true,
  parseParams: parseAddChainParams,
  describe: (network, context) => ({
    kind: 'addChain',
    method: 'wallet_addEthereumChain',
    network: {
      chainId: evmChainId(network),
      chainName: network.chainName,
      rpcUrl: network.rpcUrls[0] ?? '',
      nativeCurrency: network.nativeCurrency,
      blockExplorerUrl: network.blockExplorerUrls[0] ?? null,
    },
    replacesExisting: context.networks.find(network.id) !== undefined,
  }),
  run: async ({ params }, context) => {
    context.networks.addOrReplace(params)
    return null
  },
})
