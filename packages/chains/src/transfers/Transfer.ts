import type { NftType } from '../assets/WatchedAsset.js'
import type { NetworkId } from '../networks/NetworkId.js'

/**
 * An NFT to send (SPEC §2 SendNfts): an ERC-721 token, an ERC-1155 id and a quantity, or a
 * Solana `mpl` NFT (its mint, N-020).
 */
export type NftTransferAsset = {
  readonly type: NftType
  readonly address: string
  readonly tokenId: bigint
}

/**
 * The user's own transfer from SendTokens or SendNfts (SPEC §2): the native coin, a token (by
 * its address: an EVM contract, a Solana mint) or an NFT of the network `networkId`; `amount` in
 * the asset's base units (for an NFT the quantity: 1 for an ERC-721).
 */
export type Transfer = {
  readonly networkId: NetworkId
  readonly asset: 'native' | string | NftTransferAsset
  readonly to: string
  readonly amount: bigint
}
