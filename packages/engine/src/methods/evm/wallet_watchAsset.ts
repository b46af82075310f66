import { defineMethod } from '../../requests/MethodRow.js'
import type { WatchedAssetDescription } from '../../requests/RequestDescription.js'
import { parseWatchAssetParams } from './watchAsset/parseWatchAssetParams.js'

/** wallet_watchAsset: after approval the token or NFT joins the user's assets (SPEC §5, §6). */
export const wallet_watchAsset = defineMethod<WatchedAssetDescription>({
  needsApproval: true,
  parseParams: parseWatchAssetParams,
  describe: (asset, context) => {
    const { chainId, chainName } = context.networks.selected()
    return { kind: 'watchAsset', method: 'wallet_watchAsset', chain: { chainId, chainName }, asset }
  },
  run: async ({ params }, context) => {
    context.assets.add({ ...params, chainId: context.networks.selected().chainId })
    context.emit({ type: 'assetsChanged' })
    return true
  },
})
