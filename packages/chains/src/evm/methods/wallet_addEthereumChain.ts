import type { NetworkConfig } from '../../networks/NetworkConfig.js'
import { invalidParams } from '../../params/invalidParams.js'
import { evmChainId } from '../evmChainId.js'
import { assertRpcReportsChainId } from '../networks/assertRpcReportsChainId.js'
import { rpcUrlExists } from '../requests/requestTexts.js'
import { defineEvmMethod } from './defineEvmMethod.js'
import { parseAddChainParams } from './parseAddChainParams.js'

/**
 * wallet_addEthereumChain: after approval the RPC is asked for its chain id (SPEC §5: W-122 when
 * it reports another, W-123 when it does not answer), then the network is added (custom, 18
 * decimals by default) or, for a known chain id, its RPC replaced; then it is selected. The RPC is
 * asked only once the user approved, so a host cannot make the wallet call a URL of its choosing
 * (an internal address, a tracker) without the user (issue #15 finding 7).
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
    const rpcUrl = params.rpcUrls[0] ?? ''
    await assertRpcReportsChainId(rpcUrl, evmChainId(params))
    // Another network may have taken the RPC URL while it was asked (SPEC §5, checked again).
    if (context.networks.findByRpcUrl(rpcUrl)) throw invalidParams(rpcUrlExists(rpcUrl))
    context.networks.addOrReplace(params)
    return null
  },
})
