import type { NetworkForms } from '../../adapter/ChainAdapter.js'
import { evmChainId } from '../evmChainId.js'
import { assertRpcReportsChainId } from './assertRpcReportsChainId.js'
import { parseEvmNetworkForm } from './parseEvmNetworkForm.js'

/** SPEC §2, §5 Add and Edit network on EVM: chain ids in hex or decimal, checked with eth_chainId. */
export const evmNetworkForms: NetworkForms = {
  parseForm: parseEvmNetworkForm,
  formOf: (network) => ({
    chainName: network.chainName,
    rpcUrl: network.rpcUrls[0] ?? '',
    currencySymbol: network.nativeCurrency.symbol,
    chainId: `0x${evmChainId(network).toString(16)}`,
    explorerUrl: network.blockExplorerUrls[0] ?? '',
  }),
  assertRpcServes: async (network) =>
    assertRpcReportsChainId(network.rpcUrls[0] ?? '', evmChainId(network)),
}
