import type { NetworkId } from '../networks/NetworkId.js'

/** One NFT attribute (SPEC §3: `trait` or `trait_type` with `value`), the trait name as given. */
export type NftAttribute = { readonly trait: string; readonly value: string }

/** A fungible token the user added (SPEC §3 custom token; wallet_watchAsset, Add Token). */
export type WatchedToken = {
  readonly type: 'erc20'
  readonly address: string
  readonly symbol: string
  readonly decimals: number
  /** The token's name, when the user added it with one (Add Token). */
  readonly name?: string
  readonly image: string | null
}

/**
 * SPEC §3 NFT type: an EVM ERC-721 or ERC-1155 token, or a Solana Metaplex NFT (`mpl`, N-020):
 * an SPL mint of 0 decimals with a Token Metadata account.
 */
export type NftType = 'erc721' | 'erc1155' | 'mpl'

/** An NFT the user holds (SPEC §3 NFT). */
export type WatchedNft = {
  readonly type: NftType
  /** The contract; for `mpl` the mint. */
  readonly address: string
  /** The token id; 0 for `mpl`, whose mint is the NFT (one NFT per mint). */
  readonly tokenId: bigint
  readonly collectionName: string
  readonly name: string | null
  readonly description: string | null
  readonly image: string | null
  /** SPEC §3 NFT animationUrl: the metadata's animation_url, gateway-resolved. */
  readonly animationUrl: string | null
  /** SPEC §3 NFT attributes, each named by `trait` or `trait_type` in the metadata. */
  readonly attributes: readonly NftAttribute[]
  /** SPEC §3 NFT tokenUrl: where the metadata was read (a `data:` URI as given). */
  readonly tokenUrl: string
  /** ERC-1155 (and `mpl`, the token accounts' amount): how many the wallet holds; ERC-721: 1. */
  readonly balance: bigint
  /** SPEC §3 NFT autodetected: found by the NFT indexer, not added by the user. */
  readonly autodetected?: true
  /** SPEC §2 /nfts/select: the user left it out of the NFT list; it stays known (and refreshed). */
  readonly hidden?: true
}

/** A token or NFT as the asset book keeps it (Add Token, the NFT tab, wallet_watchAsset). */
export type WatchedAssetDescription = WatchedToken | WatchedNft

/**
 * An NFT as wallet_watchAsset's approval shows it: checked against its contract (collection name,
 * ownership, token URI), its metadata not fetched yet. The wallet fetches that from the token URI
 * only once the user approves, so a host cannot make it request a URL the user never agreed to
 * (issue #15 finding 7). `collectionName` is '' when an ERC-1155 contract has no `name()`.
 */
export type NftToWatch = Pick<
  WatchedNft,
  'type' | 'address' | 'tokenId' | 'collectionName' | 'tokenUrl' | 'balance'
>

/** A token or NFT as wallet_watchAsset's approval shows it. */
export type AssetToWatch = WatchedToken | NftToWatch

/** A token or NFT the user added on a network. */
export type WatchedAsset = WatchedAssetDescription & { readonly networkId: NetworkId }

/** SPEC §3 NFT the user holds on a network, as the asset book keeps it. */
export type Nft = Extract<WatchedAsset, { readonly type: NftType }>

/** Which NFT: its network, contract and token id. */
export type NftKey = Pick<Nft, 'networkId' | 'address' | 'tokenId'>

/** True for the NFTs among the user's assets. */
export function isNft(asset: WatchedAsset): asset is Nft {
  return asset.type !== 'erc20'
}
