import type { WalletError } from '@tessera/errors'
import type { NftToWatch, WatchedNft } from '../../../assets/WatchedAsset.js'
import { fetchNftMetadata } from '../../../nfts/fetchNftMetadata.js'

export type WithNftMetadataErrorType = WalletError<'W-147'>

/**
 * An NFT checked against its contract, completed with the metadata its token URI serves (SPEC §5,
 * §7: fetched, `data:` decoded locally; W-147 when it cannot be read). The collection takes the
 * metadata's name when the contract has none (ERC-1155).
 */
export async function withNftMetadata(nft: NftToWatch): Promise<WatchedNft> {
  const metadata = await fetchNftMetadata(nft.tokenUrl, nft.tokenId)
  return {
    ...nft,
    ...metadata,
    collectionName: nft.collectionName || (metadata.name ?? ''),
  }
}
