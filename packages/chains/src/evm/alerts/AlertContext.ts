import type { Address, Hex } from 'viem'

/** A read-only call, as a contract would receive it. */
export type AlertCall = { readonly from?: Address; readonly to: Address; readonly data: Hex }

/**
 * What a rule may ask of the chain, read-only: the code at an address (latest block, or an
 * earlier one), the latest block number, and a read-only call. `nowSeconds` is the clock permit
 * deadlines are compared with (unix seconds).
 */
export type AlertContext = {
  /** The code at `address`; `undefined` or '0x' when there is none. */
  getCode(address: Address, options?: { readonly blockNumber?: bigint }): Promise<Hex | undefined>
  getBlockNumber(): Promise<bigint>
  /** What a read-only call returns; throws when it reverts. */
  call(call: AlertCall): Promise<Hex | undefined>
  readonly nowSeconds: bigint
}
