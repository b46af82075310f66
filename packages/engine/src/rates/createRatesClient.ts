import { exchangeRateRefreshIntervalMs } from '@tessera/protocol'
import { createListeners } from '../subscriptions/createListeners.js'
import { type ExchangeRates, fetchExchangeRates } from './fetchExchangeRates.js'

export type RatesClient = {
  subscribe(listener: () => void): () => void
  /** The last rates read; undefined before the first answer, or when there is no service. */
  snapshot(): ExchangeRates | undefined
  stop(): void
}

export type CreateRatesClientParameters = {
  /** The configured service (`ratesUrl`); absent means no fiat anywhere. */
  readonly baseUrl: string | undefined
  readonly fetch?: typeof globalThis.fetch
  readonly refreshIntervalMs?: number
}

/**
 * Keeps exchange rates fresh: reads at once, then every 10 min (SPEC §9). A failed refresh keeps
 * the previous rates. Framework-free: subscribe / snapshot / stop.
 */
export function createRatesClient(parameters: CreateRatesClientParameters): RatesClient {
  const { baseUrl } = parameters
  const listeners = createListeners()
  let rates: ExchangeRates | undefined
  let isStopped = false
  const refresh = async () => {
    if (baseUrl === undefined) return
    const next = await fetchExchangeRates({
      baseUrl,
      ...(parameters.fetch ? { fetch: parameters.fetch } : {}),
    })
    if (next === undefined || isStopped) return
    rates = next
    listeners.notify()
  }
  void refresh()
  const timer =
    baseUrl === undefined
      ? undefined
      : setInterval(
          () => void refresh(),
          parameters.refreshIntervalMs ?? exchangeRateRefreshIntervalMs,
        )
  return {
    subscribe: listeners.subscribe,
    snapshot: () => rates,
    stop() {
      isStopped = true
      clearInterval(timer)
    },
  }
}
