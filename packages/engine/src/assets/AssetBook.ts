import type { Address } from 'viem'
import type { WatchedAssetDescription } from '../requests/RequestDescription.js'

/** A token or NFT the user added on a chain. */
export type WatchedAsset = WatchedAssetDescription & { readonly chainId: number }

/**
 * Where the user's added tokens and NFTs live: one book per logged-in address, which the wallet
 * keeps in per-app storage (SPEC §3 'asset contracts per address and chain').
 */
export type AssetBook = {
  /** True when this token (or this NFT, with its tokenId) was added on that chain already. */
  has(asset: {
    readonly chainId: number
    readonly address: Address
    readonly tokenId?: bigint
  }): boolean
  /** Throws W-142 when the asset is there already. */
  add(asset: WatchedAsset): void
  /** What the user added on that chain, oldest first. */
  list(chainId: number): readonly WatchedAsset[]
  /** SPEC §5: the address is a known Ethereum-mainnet token or collection. */
  isEthereumMainnetAsset(address: Address): Promise<boolean>
}
