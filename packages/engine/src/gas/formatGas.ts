import { gweiDecimals, totalBalanceDecimals } from '@tessera/protocol'
import { formatTokenAmount } from '../balances/formatTokenAmount.js'

/** A gas price in gwei (gas decimals 9, SPEC §9), e.g. '1.5'. */
export function formatGasPriceGwei(wei: bigint): string {
  return formatTokenAmount(wei, gweiDecimals, gweiDecimals)
}

/** A transaction fee in the native coin, up to 9 decimals, e.g. '0.000021'. */
export function formatFee(feeWei: bigint, nativeDecimals: number): string {
  return formatTokenAmount(feeWei, nativeDecimals, totalBalanceDecimals)
}
