import type { RequestDescription } from '@tessera/engine'
import { Notice } from '../../../design/Notice/Notice.js'
import { texts } from '../../texts.js'
import { DetailList } from '../DetailList.js'

type WatchAssetDescription = Extract<RequestDescription, { kind: 'watchAsset' }>

export type WatchAssetBodyProps = { description: WatchAssetDescription }

/** wallet_watchAsset: the token or NFT the app wants to add (SPEC §2). */
export function WatchAssetBody({ description }: WatchAssetBodyProps) {
  const { asset } = description
  if (asset.type === 'erc20') {
    return (
      <div className="ts-asset">
        {asset.image && <img className="ts-asset__logo" src={asset.image} alt="" />}
        <DetailList
          rows={[
            { label: texts.sign.tokenAddress, value: asset.address, isMono: true },
            { label: texts.sign.tokenSymbol, value: asset.symbol },
            { label: texts.sign.tokenDecimals, value: String(asset.decimals) },
          ]}
        />
      </div>
    )
  }
  // Its metadata (name, image) is read from the token URI only after approval (issue #15).
  return (
    <div className="ts-asset">
      <DetailList
        rows={[
          { label: texts.sign.nftCollection, value: asset.collectionName },
          { label: texts.sign.nftTokenId, value: asset.tokenId.toString(), isMono: true },
          { label: texts.sign.tokenAddress, value: asset.address, isMono: true },
        ]}
      />
      <Notice tone="info">{texts.sign.metadataFetchedAfterApproval}</Notice>
    </div>
  )
}
