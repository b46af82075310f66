import type { Address, Hex } from 'viem'

/** A transaction as the node runs it before it is signed (estimate, simulation); amounts in wei. */
export type TransactionCall = {
  readonly from: Address
  readonly to?: Address
  readonly value?: bigint
  readonly data?: Hex
  readonly gas?: bigint
}
