import { WalletError } from '@tessera/errors'

export type AssertCanPayFeeErrorType = WalletError<'W-107'>

/**
 * Throws W-107 ('Insufficient balance for the gas fee') when the native balance cannot cover
 * the value sent plus the most the fee can cost.
 */
export function assertCanPayFee(parameters: {
  readonly balance: bigint
  readonly value: bigint
  readonly maxFee: bigint
}): void {
  const { balance, value, maxFee } = parameters
  if (balance < value + maxFee)
    throw new WalletError('W-107', { details: `needs ${value + maxFee}, has ${balance}` })
}
