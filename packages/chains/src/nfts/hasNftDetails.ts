import type { WatchedNft } from '../assets/WatchedAsset.js'

/**
 * Whether an NFT carries details from its metadata JSON (an image or a description): one found
 * without them (its fetch failed) is fetched again on the next refresh (N-020).
 */
export function hasNftDetails(nft: Pick<WatchedNft, 'image' | 'description'>): boolean {
  return nft.image !== null || nft.description !== null
}
