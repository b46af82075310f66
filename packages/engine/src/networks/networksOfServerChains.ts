import {
  type ChainAdapter,
  isExplorerUrl,
  type NetworkConfig,
  type ServerChain,
} from '@tessera/chains'
import { chainFamilies, defaultNativeDecimals } from '@tessera/protocol'

/**
 * The app's chains as the wallet's networks (SPEC §3): named by the family (CAIP-2), with the
 * family's native decimals (SPEC §9); a chain the family does not know an id for is left out,
 * and so is a chain of another family (its `compatibility`, else its `chain_type`'s), and an
 * explorer URL the wallet may not link to (issue #15 finding 7: https, http only for localhost).
 */
export function networksOfServerChains(
  adapter: Pick<ChainAdapter, 'family' | 'networkIdOf'>,
  chains: readonly ServerChain[],
): NetworkConfig[] {
  return chains.flatMap((chain) => {
    const family =
      chain.compatibility ?? (chain.chainType && chainFamilies[chain.chainType].compatibility)
    const id = adapter.networkIdOf(chain.chainId)
    if (!id || (family && family !== adapter.family)) return []
    return [
      {
        id,
        chainName: chain.chainName,
        rpcUrls: [chain.rpcUrl],
        blockExplorerUrls:
          chain.explorerUrl && isExplorerUrl(chain.explorerUrl) ? [chain.explorerUrl] : [],
        nativeCurrency: {
          symbol: chain.currency,
          name: chain.currency,
          decimals: chain.chainType
            ? chainFamilies[chain.chainType].nativeDecimals
            : defaultNativeDecimals,
        },
        isCustom: false,
        ...(chain.chainType ? { chainType: chain.chainType } : {}),
        defaultChain: chain.defaultChain,
      },
    ]
  })
}
