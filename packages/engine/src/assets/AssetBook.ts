import type { Address } from 'viem'
import type { WatchedAssetDescription } from '../requests/RequestDescription.js'

/** A token or NFT the user added on a chain. */
export type WatchedAsset = WatchedAssetDescription & { readonly chainId: number }

/** Where the user's added tokens and NFTs live (the wallet keeps them in per-app storage). */
export type AssetBook = {
  /** True when this token (or this NFT, with its tokenId) was added on that chain already. */
  has(asset: {
    readonly chainId: number
    readonly address: Address
    readonly tokenId?: bigint
  }): boolean
  add(asset: WatchedAsset): void
  /** SPEC §5: the address is a known Ethereum-mainnet token or collection. */
  isEthereumMainnetAsset(address: Address): boolean
}
