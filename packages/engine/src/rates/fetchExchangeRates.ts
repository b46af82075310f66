import { fiatCurrency } from '@tessera/protocol'

/** Units of each currency per one USD, keyed by upper-case code (Coinbase `data.rates`). */
export type ExchangeRates = Readonly<Record<string, number>>

export type FetchExchangeRatesParameters = {
  /** The exchange-rate service's base URL (`ratesUrl` of the wallet config), no trailing slash. */
  readonly baseUrl: string
  readonly fetch?: typeof globalThis.fetch
}

/**
 * Reads the exchange rates for USD (SPEC §7): `GET {baseUrl}/v2/exchange-rates?currency=USD`,
 * Coinbase's response shape `{ data: { currency, rates: { CODE: "decimal string" } } }`.
 * Anything but a 200 with that shape gives undefined: no rates, so no fiat is shown.
 */
export async function fetchExchangeRates(
  parameters: FetchExchangeRatesParameters,
): Promise<ExchangeRates | undefined> {
  const { baseUrl } = parameters
  const fetchFn = parameters.fetch ?? globalThis.fetch
  const url = `${baseUrl}/v2/exchange-rates?currency=${fiatCurrency}`
  try {
    const response = await fetchFn(url, { headers: { accept: 'application/json' } })
    if (!response.ok) return undefined
    return parseExchangeRates(await response.json())
  } catch {
    // Network failure: the same as no rates; the next refresh tries again.
    return undefined
  }
}

/** Narrows an untrusted exchange-rates body; keeps only positive, finite rates. */
export function parseExchangeRates(body: unknown): ExchangeRates | undefined {
  if (!isRecord(body) || !isRecord(body.data)) return undefined
  const { currency, rates } = body.data
  if (currency !== fiatCurrency || !isRecord(rates)) return undefined
  const parsed: Record<string, number> = {}
  for (const [code, value] of Object.entries(rates)) {
    const rate = typeof value === 'string' ? Number(value) : Number.NaN
    if (Number.isFinite(rate) && rate > 0) parsed[code.toUpperCase()] = rate
  }
  return parsed
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
