import type { Address } from 'viem'
import type { WatchedAssetDescription } from '../requests/RequestDescription.js'

/** A token or NFT the user added on a chain. */
export type WatchedAsset = WatchedAssetDescription & { readonly chainId: number }

/**
 * Where the user's added tokens and NFTs live: one book per logged-in address, which the wallet
 * keeps in per-app storage (SPEC §3 'asset contracts per address and chain').
 */
/** Which asset: a token by its chain and address, an NFT with its tokenId too. */
export type AssetKey = {
  readonly chainId: number
  readonly address: Address
  readonly tokenId?: bigint
}

/** What changed, for the store: the whole list, and what left it (so another tab's copy goes too). */
export type AssetBookChange = (
  assets: readonly WatchedAsset[],
  removed: readonly WatchedAsset[],
) => void

export type AssetBook = {
  /** True when this token (or this NFT, with its tokenId) was added on that chain already. */
  has(asset: AssetKey): boolean
  /** Throws W-142 when the asset is there already. */
  add(asset: WatchedAsset): void
  /** Puts `asset` in place of the one with its key (an NFT's new balance); absent, nothing. */
  replace(asset: WatchedAsset): void
  /** Takes the asset with this key out (SPEC §2 NFT manage, §4 refresh); absent, nothing. */
  remove(asset: AssetKey): void
  /** What the user added on that chain, oldest first. */
  list(chainId: number): readonly WatchedAsset[]
  /** Calls `listener` after every change (add, replace, remove); returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  /** SPEC §5: the address is a known Ethereum-mainnet token or collection. */
  isEthereumMainnetAsset(address: Address): Promise<boolean>
}
