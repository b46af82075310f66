import { formatUnits } from '@tessera/chains'
import { fiatDecimals, fiatSymbol } from '@tessera/protocol'
import type { ExchangeRates } from './fetchExchangeRates.js'

export type FiatValueParameters = {
  /** Amount in base units. */
  readonly amount: bigint
  readonly decimals: number
  readonly symbol: string
  readonly rates: ExchangeRates | undefined
  readonly isTestnet: boolean
}

/**
 * The USD value of an amount: amount × (1 / rate), rate being units per USD (SPEC §7). Undefined
 * on testnets, without rates, or when the symbol has no rate (SPEC §2: then no fiat is shown).
 */
export function fiatValue(parameters: FiatValueParameters): number | undefined {
  const { amount, decimals, symbol, rates, isTestnet } = parameters
  if (isTestnet) return undefined
  const rate = rates?.[symbol.toUpperCase()]
  if (rate === undefined) return undefined
  return Number(formatUnits(amount, decimals)) / rate
}

/** A fiat amount as shown: '$' and 2 decimals, rounded (SPEC §9). */
export function formatFiat(value: number): string {
  const rounded = value.toFixed(fiatDecimals)
  return rounded.startsWith('-') ? `-${fiatSymbol}${rounded.slice(1)}` : `${fiatSymbol}${rounded}`
}
