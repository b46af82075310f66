import { type RatesServer, startRatesServer } from '@tessera/devnet'
import { findFreePortBase } from '@tessera/test-utils'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { fetchExchangeRates, parseExchangeRates } from './fetchExchangeRates.js'

describe('fetchExchangeRates', () => {
  let server: RatesServer
  beforeAll(async () => {
    server = await startRatesServer({
      port: await findFreePortBase(1),
      rates: { USD: '1', ETH: '0.0005', EUR: '0.9' },
    })
  })
  afterAll(() => server?.stop())

  test('default: C-019 K-013 GET /v2/exchange-rates?currency=USD from the configured base URL', async () => {
    const fetchSpy = vi.fn(globalThis.fetch)
    const rates = await fetchExchangeRates({ baseUrl: server.url, fetch: fetchSpy })
    expect(fetchSpy.mock.calls[0]?.[0]).toBe(`${server.url}/v2/exchange-rates?currency=USD`)
    expect(rates).toEqual({ USD: 1, ETH: 0.0005, EUR: 0.9 })
  })

  test('error: a service that is down or answers an error means no rates', async () => {
    expect(await fetchExchangeRates({ baseUrl: 'http://127.0.0.1:9' })).toBeUndefined()
    const failing = vi.fn(async () =>
      Response.json({ errors: [{ id: 'x', message: 'y' }] }, { status: 500 }),
    )
    expect(await fetchExchangeRates({ baseUrl: server.url, fetch: failing })).toBeUndefined()
  })
})

describe('parseExchangeRates', () => {
  test('default: reads data.rates decimal strings, upper-cases codes', () => {
    expect(
      parseExchangeRates({ data: { currency: 'USD', rates: { eth: '0.0003', BTC: '0.00001' } } }),
    ).toEqual({
      ETH: 0.0003,
      BTC: 0.00001,
    })
  })

  test('behavior: drops rates that are not positive decimal strings', () => {
    expect(
      parseExchangeRates({
        data: { currency: 'USD', rates: { A: '0', B: 'x', C: 2, D: '-1', E: '3' } },
      }),
    ).toEqual({ E: 3 })
  })

  test('error: another shape or another base currency is not rates', () => {
    for (const body of [
      null,
      [],
      { data: [] },
      { data: { currency: 'EUR', rates: {} } },
      { rates: {} },
    ])
      expect(parseExchangeRates(body)).toBeUndefined()
  })
})
