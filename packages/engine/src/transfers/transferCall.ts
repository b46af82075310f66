import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import type { Transfer } from './Transfer.js'

/** The call a transfer makes: a native value transfer, or the token's `transfer(to, amount)`. */
export function transferCall(transfer: Transfer): {
  readonly to: Address
  readonly value: bigint
  readonly data?: Hex
} {
  if (transfer.asset === 'native') return { to: transfer.to, value: transfer.amount }
  return {
    to: transfer.asset,
    value: 0n,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [transfer.to, transfer.amount],
    }),
  }
}
