import type { Address } from 'viem'
import type { GasChoice } from '../gas/gasChoice.js'

/** An NFT to send (SPEC §2 SendNfts): an ERC-721 token, or an ERC-1155 id and a quantity. */
export type NftTransferAsset = {
  readonly type: 'erc721' | 'erc1155'
  readonly address: Address
  readonly tokenId: bigint
}

/**
 * The user's own transfer from SendTokens or SendNfts (SPEC §2): the native coin, an ERC-20
 * token or an NFT of the network `chainId`; `amount` in the asset's base units (for an NFT the
 * quantity: 1 for an ERC-721).
 */
export type Transfer = {
  readonly chainId: number
  readonly asset: 'native' | Address | NftTransferAsset
  readonly to: Address
  readonly amount: bigint
}

export type SendTransferParameters = {
  readonly transfer: Transfer
  /** The fees the user chose; legacy chains pay `maxFeePerGas` as their gas price. */
  readonly gas: GasChoice
  /** The network has a base fee: send a type 2 transaction. */
  readonly isEip1559: boolean
}
