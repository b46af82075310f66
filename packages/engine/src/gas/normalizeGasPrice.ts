import { WalletError } from '@tessera/errors'

/** The gas fields of an `eth_sendTransaction` request as the host sends them (hex quantities). */
export type GasFields = {
  readonly type?: string | number | undefined
  readonly gasPrice?: string | undefined
  readonly maxFeePerGas?: string | undefined
  readonly maxPriorityFeePerGas?: string | undefined
}

export type NormalizeGasPriceErrorType = WalletError<'W-106'>

/** True for an EIP-1559 (type 2) transaction request. */
export function isType2Transaction(transaction: GasFields): boolean {
  const { type } = transaction
  if (type === undefined) return false
  const value = typeof type === 'number' ? type : Number(type)
  return value === 2
}

/**
 * SPEC §5: a type 2 transaction has its gas price cleared; any other must carry a gas price
 * (W-106, 'Please provide a gas fee').
 */
export function normalizeGasPrice<transaction extends GasFields>(
  transaction: transaction,
): transaction | Omit<transaction, 'gasPrice'> {
  if (isType2Transaction(transaction)) {
    const { gasPrice: _cleared, ...rest } = transaction
    return rest
  }
  if (transaction.gasPrice === undefined || transaction.gasPrice.trim() === '')
    throw new WalletError('W-106')
  return transaction
}
