export {
  type CreateRatesClientParameters,
  createRatesClient,
  type RatesClient,
} from './createRatesClient.js'
export {
  type ExchangeRates,
  type FetchExchangeRatesParameters,
  fetchExchangeRates,
  parseExchangeRates,
} from './fetchExchangeRates.js'
export { type FiatValueParameters, fiatValue, formatFiat } from './fiatValue.js'
