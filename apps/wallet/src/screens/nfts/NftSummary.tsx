import type { Nft } from '@tessera/engine'
import { NftImage } from './NftImage.js'
import { nftName } from './nftName.js'

/** An NFT as a row of a list shows it: its picture, its name and its collection. */
export function NftSummary({ nft }: { nft: Nft }) {
  return (
    <>
      <NftImage nft={nft} alt="" />
      <span className="ts-nftRow__text">
        <span className="ts-nftCard__name">{nftName(nft)}</span>
        <span className="ts-nftCard__collection">{nft.collectionName}</span>
      </span>
    </>
  )
}
