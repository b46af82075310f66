import type { GasFields } from './normalizeGasPrice.js'

/** Fees per gas, in wei: the most the transaction pays, and its tip. */
export type GasFees = { readonly maxFeePerGas: bigint; readonly maxPriorityFeePerGas: bigint }

/** The gas an app set on its transaction (eth_sendTransaction); null or absent where it set none. */
export type RequestedGas = Partial<GasFields> & {
  readonly isEip1559: boolean
  readonly gas?: bigint | null
}

const larger = (a: bigint, b: bigint) => (a > b ? a : b)
const smaller = (a: bigint, b: bigint) => (a < b ? a : b)

/**
 * The fees an app set on its transaction, undefined when it set none: a legacy transaction's gas
 * price is both its max fee and its tip; a type 2 one that set only one of them takes the other
 * from `preset`, its tip never above its max fee.
 */
export function requestedGasFees(transaction: RequestedGas, preset: GasFees): GasFees | undefined {
  const { gasPrice = null, maxFeePerGas = null, maxPriorityFeePerGas = null } = transaction
  if (!transaction.isEip1559)
    return gasPrice === null
      ? undefined
      : { maxFeePerGas: gasPrice, maxPriorityFeePerGas: gasPrice }
  if (maxFeePerGas !== null)
    return {
      maxFeePerGas,
      maxPriorityFeePerGas:
        maxPriorityFeePerGas ?? smaller(preset.maxPriorityFeePerGas, maxFeePerGas),
    }
  if (maxPriorityFeePerGas === null) return undefined
  return {
    maxFeePerGas: larger(preset.maxFeePerGas, maxPriorityFeePerGas),
    maxPriorityFeePerGas,
  }
}

/** Fees at least as high as `fees` and as `floor`, field by field (Fast never below the app's). */
export function feesAtLeast(fees: GasFees, floor: GasFees): GasFees {
  return {
    maxFeePerGas: larger(fees.maxFeePerGas, floor.maxFeePerGas),
    maxPriorityFeePerGas: larger(fees.maxPriorityFeePerGas, floor.maxPriorityFeePerGas),
  }
}
