import type { NetworkId } from '../networks/NetworkId.js'
import type { WatchedAsset } from './WatchedAsset.js'

/** Which asset: a token by its network and address, an NFT with its tokenId too. */
export type AssetKey = {
  readonly networkId: NetworkId
  readonly address: string
  readonly tokenId?: bigint
}

/** What changed, for the store: the whole list, and what left it (so another tab's copy goes too). */
export type AssetBookChange = (
  assets: readonly WatchedAsset[],
  removed: readonly WatchedAsset[],
) => void

/**
 * Where the user's added tokens and NFTs live: one book per logged-in address, which the wallet
 * keeps in per-app storage (SPEC §3 'asset contracts per address and chain').
 */
export type AssetBook = {
  /** True when this token (or this NFT, with its tokenId) was added on that network already. */
  has(asset: AssetKey): boolean
  /** Throws W-142 when the asset is there already. */
  add(asset: WatchedAsset): void
  /** Puts `asset` in place of the one with its key (an NFT's new balance); absent, nothing. */
  replace(asset: WatchedAsset): void
  /** Takes the asset with this key out (SPEC §2 NFT manage, §4 refresh); absent, nothing. */
  remove(asset: AssetKey): void
  /** What the user added on that network, oldest first. */
  list(networkId: NetworkId): readonly WatchedAsset[]
  /** Calls `listener` after every change (add, replace, remove); returns the unsubscribe. */
  subscribe(listener: () => void): () => void
}
