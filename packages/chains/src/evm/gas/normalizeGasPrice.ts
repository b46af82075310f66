import { WalletError } from '@tessera/errors'
import type { GasChoice } from './gasChoice.js'

/** The fee fields of a transaction, in wei; null where it has none. */
export type GasFields = {
  readonly gasPrice: bigint | null
  readonly maxFeePerGas: bigint | null
  readonly maxPriorityFeePerGas: bigint | null
}

export type NormalizeGasPriceErrorType = WalletError<'W-106'>

/**
 * SPEC §5: a transaction is type 2 (EIP-1559) when it asks for it (`type: '0x2'`), or names no
 * type and carries a type 2 fee or no gas price at all.
 */
export function isType2Transaction(type: unknown, fees: GasFields): boolean {
  if (type !== undefined) return type === '0x2'
  return fees.maxFeePerGas !== null || fees.maxPriorityFeePerGas !== null || fees.gasPrice === null
}

/**
 * SPEC §5 (V-052, V-053): the fees a transaction is sent with. A type 2 transaction has any gas
 * price cleared and takes the user's max and priority fees; any other pays the user's max fee as
 * its gas price, or else the one it asked for, and without either it is W-106 ('Please provide a
 * gas fee').
 */
export function normalizeGasPrice<transaction extends GasFields & { readonly isEip1559: boolean }>(
  transaction: transaction,
  choice?: GasChoice,
): transaction {
  if (transaction.isEip1559)
    return {
      ...transaction,
      gasPrice: null,
      ...(choice && {
        maxFeePerGas: choice.maxFeePerGas,
        maxPriorityFeePerGas: choice.maxPriorityFeePerGas,
      }),
    }
  const fees = choice
    ? { gasPrice: choice.maxFeePerGas, maxFeePerGas: null, maxPriorityFeePerGas: null }
    : {}
  const final = { ...transaction, ...fees }
  if (final.gasPrice === null) throw new WalletError('W-106')
  return final
}
