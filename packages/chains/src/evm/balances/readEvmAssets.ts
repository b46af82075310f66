import type { AssetEntry } from '../../assets/AssetEntry.js'
import type { CustomToken } from '../../assets/KnownToken.js'
import type { NetworkConfig } from '../../networks/NetworkConfig.js'
import type { EvmContext } from '../EvmContext.js'
import { mergeTokenLists } from '../tokens/mergeTokenLists.js'
import { tokenLogoUrl } from '../tokens/tokenLogoUrl.js'
import { readBalances } from './readBalances.js'
import { selectShownAssets } from './selectShownAssets.js'

/**
 * The home assets of the wallet on an EVM network (SPEC §2, §3): the native coin, the user's
 * tokens (read on every call, so a new one shows), then the catalogue tokens the user holds, all
 * in one Multicall3 call; logos from the wallet's own files. W-126 when the node cannot answer.
 */
export async function readEvmAssets(
  context: EvmContext,
  network: NetworkConfig,
): Promise<readonly AssetEntry[]> {
  const added = userTokens(context, network)
  const assets = await readBalances({
    client: context.client(network).publicClient,
    owner: context.account.address,
    native: network.nativeCurrency,
    tokens: mergeTokenLists(added, await context.knownTokens(network)),
  })
  return selectShownAssets(
    assets,
    added.map((token) => token.address),
  ).map((asset) => (asset.logo ? { ...asset, logo: tokenLogoUrl(asset) } : asset))
}

/** The tokens the user added on the network (Add Token, wallet_watchAsset), oldest first. */
export function userTokens(context: EvmContext, network: NetworkConfig): CustomToken[] {
  return context.assets.list(network.id).flatMap((asset) =>
    asset.type === 'erc20'
      ? [
          {
            address: asset.address,
            symbol: asset.symbol,
            decimals: asset.decimals,
            ...(asset.name === undefined ? {} : { name: asset.name }),
            ...(asset.image === null ? {} : { logo: asset.image }),
          },
        ]
      : [],
  )
}
