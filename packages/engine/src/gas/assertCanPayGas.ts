import { WalletError } from '@tessera/errors'

export type AssertCanPayGasErrorType = WalletError<'W-107'>

/**
 * Throws W-107 ('Insufficient balance for the gas fee') when the native balance cannot cover
 * the value sent plus the most the gas can cost (gas limit × max fee per gas).
 */
export function assertCanPayGas(parameters: {
  readonly balance: bigint
  readonly value: bigint
  readonly gasLimit: bigint
  readonly maxFeePerGas: bigint
}): void {
  const { balance, value, gasLimit, maxFeePerGas } = parameters
  if (balance < value + gasLimit * maxFeePerGas)
    throw new WalletError('W-107', {
      details: `needs ${value + gasLimit * maxFeePerGas} wei, has ${balance}`,
    })
}
