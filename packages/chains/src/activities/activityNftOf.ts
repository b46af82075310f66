import { isNft, type WatchedAsset } from '../assets/WatchedAsset.js'
import type { NftTransferAsset } from '../transfers/Transfer.js'
import type { ActivityNft } from './Activity.js'

/**
 * The NFT a Send carried, named as in the user's list `listed` (SPEC §3 Activity.nft; EVM and
 * Solana `mpl`, N-020); unnamed when the list no longer has it.
 */
export function activityNftOf(
  listed: readonly WatchedAsset[],
  nft: NftTransferAsset,
  isSameAddress: (a: string, b: string) => boolean,
): ActivityNft {
  const { type, address, tokenId } = nft
  const named = listed
    .filter(isNft)
    .find((asset) => asset.tokenId === tokenId && isSameAddress(asset.address, address))
  return {
    type,
    address,
    tokenId: tokenId.toString(),
    collectionName: named?.collectionName ?? '',
    name: named?.name ?? null,
    image: named?.image ?? null,
  }
}
