import { defaultNativeDecimals } from '@tessera/protocol'
import type { NetworkConfig } from '../../networks/NetworkConfig.js'
import { evmNetworkId } from '../evmChainId.js'

/** The fields a user (Add network) or an app (wallet_addEthereumChain) gives for a network. */
export type NetworkFields = {
  readonly chainId: number
  readonly chainName: string
  readonly rpcUrl: string
  readonly symbol: string
  readonly explorerUrl?: string
  readonly currencyName?: string
  readonly decimals?: number
}

/**
 * SPEC §3, §5: a network added by the user or an app is custom, with 18 decimals unless given
 * and its symbol as the currency name unless given.
 */
export function customNetwork(fields: NetworkFields): NetworkConfig {
  return {
    id: evmNetworkId(fields.chainId),
    chainName: fields.chainName,
    rpcUrls: [fields.rpcUrl],
    blockExplorerUrls: fields.explorerUrl ? [fields.explorerUrl] : [],
    nativeCurrency: {
      symbol: fields.symbol,
      name: fields.currencyName ?? fields.symbol,
      decimals: fields.decimals ?? defaultNativeDecimals,
    },
    isCustom: true,
  }
}
