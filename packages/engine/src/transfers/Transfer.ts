import type { Address } from 'viem'
import type { GasChoice } from '../gas/gasChoice.js'

/**
 * The user's own transfer from SendTokens (SPEC §2): the native coin or an ERC-20 token of the
 * network `chainId`, `amount` in the asset's base units.
 */
export type Transfer = {
  readonly chainId: number
  readonly asset: 'native' | Address
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
