import type { WatchedAssetDescription } from '../../assets/WatchedAsset.js'
import { chainSummaryOf } from '../../requests/chainSummaryOf.js'
import { defineEvmMethod } from './defineEvmMethod.js'
import { parseWatchAssetParams } from './watchAsset/parseWatchAssetParams.js'

/** wallet_watchAsset: after approval the token or NFT joins the user's assets (SPEC §5, §6). */
export const wallet_watchAsset = defineEvmMethod<WatchedAssetDescription>({
  needsApproval: true,
  parseParams: parseWatchAssetParams,
  describe: (asset, context) => {
    const chain = chainSummaryOf(context.networks.selected())
    return { kind: 'watchAsset', method: 'wallet_watchAsset', chain, asset }
  },
  run: async ({ params }, context) => {
    context.assets.add({ ...params, networkId: context.networks.selected().id })
    context.emit({ type: 'assetsChanged' })
    return true
  },
})
