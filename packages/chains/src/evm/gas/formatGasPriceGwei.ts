import { gweiDecimals } from '@tessera/protocol'
import { formatTokenAmount } from '../../units/formatTokenAmount.js'

/** A gas price in gwei (gas decimals 9, SPEC §9), e.g. '1.5'. */
export function formatGasPriceGwei(wei: bigint): string {
  return formatTokenAmount(wei, gweiDecimals, gweiDecimals)
}
