import type { AssetToWatch } from '../../assets/WatchedAsset.js'
import { chainSummaryOf } from '../../requests/chainSummaryOf.js'
import { defineEvmMethod } from './defineEvmMethod.js'
import { parseWatchAssetParams } from './watchAsset/parseWatchAssetParams.js'
import { withNftMetadata } from './watchAsset/withNftMetadata.js'

/**
 * wallet_watchAsset: after approval the token or NFT joins the user's assets (SPEC §5, §6). An
 * NFT's metadata is fetched from its token URI only then, so a host cannot make the wallet
 * request a URL (an internal address, a tracker) before the user agreed; a fetch that fails is
 * still W-147, answered after approval, and nothing is added (issue #15 finding 7).
 */
export const wallet_watchAsset = defineEvmMethod<AssetToWatch>({
  needsApproval: true,
  parseParams: parseWatchAssetParams,
  describe: (asset, context) => {
    const chain = chainSummaryOf(context.networks.selected())
    return { kind: 'watchAsset', method: 'wallet_watchAsset', chain, asset }
  },
  run: async ({ params }, context) => {
    // The network the user approved on, whatever is selected once the metadata arrives.
    const networkId = context.networks.selected().id
    const asset = params.type === 'erc20' ? params : await withNftMetadata(params)
    context.assets.add({ ...asset, networkId })
    context.emit({ type: 'assetsChanged' })
    return true
  },
})
