import { createServer } from 'node:http'
import { type RunningService, serveOnLoopback } from '@tessera/stack'
import { respondJson } from './respond.js'

/**
 * Units of each currency per one USD, as decimal strings (what Coinbase sends). XAR, the
 * product's own network coin, is left out on purpose: a coin without a rate shows no fiat.
 */
export const defaultExchangeRates: Readonly<Record<string, string>> = {
  USD: '1',
  EUR: '0.921',
  GBP: '0.787',
  BTC: '0.0000108',
  ETH: '0.000294',
  POL: '2.1',
  MATIC: '2.1',
  BNB: '0.0016',
  AVAX: '0.028',
  SOL: '0.0058',
  EGLD: '0.036',
  NEAR: '0.19',
  USDC: '1.0',
  USDT: '1.0',
  DAI: '1.0',
}

export type StartRatesServerParameters = {
  readonly port: number
  /** Units per USD for each upper-case code; defaults to `defaultExchangeRates`. */
  readonly rates?: Readonly<Record<string, string>>
}

export type RatesServer = RunningService & {
  /** The base URL a client is configured with (`ratesUrl`), as it would be `https://api.coinbase.com`. */
  readonly url: string
}

const significantDigits = 12

/**
 * A local stand-in for Coinbase's exchange-rate API: `GET /v2/exchange-rates?currency=CODE`
 * (default USD) answers `{ data: { currency, rates } }` with rates for one unit of CODE as
 * decimal strings, and `{ errors: [{ id, message }] }` with 400 for an unknown currency. CORS is
 * open, since the wallet page calls it from the browser.
 */
export async function startRatesServer(
  parameters: StartRatesServerParameters,
): Promise<RatesServer> {
  const { port } = parameters
  const rates = parameters.rates ?? defaultExchangeRates
  const url = `http://127.0.0.1:${port}`
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    const requestUrl = new URL(request.url ?? '/', url)
    if (request.method !== 'GET' || requestUrl.pathname !== '/v2/exchange-rates')
      return respondJson(response, 404, {
        errors: [{ id: 'not_found', message: 'Not found' }],
      })
    const currency = (requestUrl.searchParams.get('currency') ?? 'USD').toUpperCase()
    const base = rates[currency]
    if (base === undefined)
      return respondJson(response, 400, {
        errors: [{ id: 'invalid_request', message: 'Invalid currency' }],
      })
    respondJson(response, 200, { data: { currency, rates: ratesPerUnitOf(rates, base) } })
  })
  const service = await serveOnLoopback(server, port)
  return {
    url,
    ...service,
  }
}

/** Re-bases USD rates on another currency: units of each code per one unit of that currency. */
function ratesPerUnitOf(
  usdRates: Readonly<Record<string, string>>,
  base: string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(usdRates).map(([code, rate]) => [
      code,
      String(Number((Number(rate) / Number(base)).toPrecision(significantDigits))),
    ]),
  )
}
