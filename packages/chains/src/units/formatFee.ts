import { totalBalanceDecimals } from '@tessera/protocol'
import { formatTokenAmount } from './formatTokenAmount.js'

/** A transaction fee in the native coin's units, up to 9 decimals, e.g. '0.000021'. */
export function formatFee(fee: bigint, nativeDecimals: number): string {
  return formatTokenAmount(fee, nativeDecimals, totalBalanceDecimals)
}
