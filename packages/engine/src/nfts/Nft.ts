import type { WatchedAsset } from '../assets/AssetBook.js'

/** SPEC §3 NFT (erc721 or erc1155) the user holds on a chain, as the AssetBook keeps it. */
export type Nft = Extract<WatchedAsset, { readonly type: 'erc721' | 'erc1155' }>

/** Which NFT: its chain, contract and token id. */
export type NftKey = Pick<Nft, 'chainId' | 'address' | 'tokenId'>

/** True for the NFTs among the user's assets. */
export function isNft(asset: WatchedAsset): asset is Nft {
  return asset.type !== 'erc20'
}
