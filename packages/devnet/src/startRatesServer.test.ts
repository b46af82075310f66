import { findFreePortBase } from '@tessera/test-utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { defaultExchangeRates, type RatesServer, startRatesServer } from './startRatesServer.js'

describe('startRatesServer', () => {
  let server: RatesServer
  beforeAll(async () => {
    server = await startRatesServer({ port: await findFreePortBase(1) })
  })
  afterAll(() => server.stop())

  test('default: Coinbase shape, USD base, decimal strings, CORS open', async () => {
    const response = await fetch(`${server.url}/v2/exchange-rates?currency=USD`)
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const body = (await response.json()) as { data: { currency: string; rates: object } }
    expect(body.data.currency).toBe('USD')
    expect(body.data.rates).toMatchObject({ USD: '1', ETH: '0.000294', EUR: '0.921' })
    expect(Object.values(body.data.rates).every((rate) => typeof rate === 'string')).toBe(true)
  })

  test('args: no currency means USD; rates passed in are served', async () => {
    const custom = await startRatesServer({
      port: await findFreePortBase(1),
      rates: { USD: '1', ETH: '0.0005' },
    })
    try {
      const body = await (await fetch(`${custom.url}/v2/exchange-rates`)).json()
      expect(body).toEqual({ data: { currency: 'USD', rates: { USD: '1', ETH: '0.0005' } } })
    } finally {
      await custom.stop()
    }
  })

  test('args: another base currency re-bases every rate', async () => {
    const body = await (await fetch(`${server.url}/v2/exchange-rates?currency=eth`)).json()
    expect(body.data.currency).toBe('ETH')
    expect(body.data.rates.ETH).toBe('1')
    expect(Number(body.data.rates.USD)).toBeCloseTo(1 / 0.000294, 6)
  })

  test('behavior: the own network coin XAR has no rate (no fiat shown)', () => {
    expect(defaultExchangeRates.XAR).toBeUndefined()
  })

  test('error: unknown currency is a 400 with Coinbase errors envelope; other paths 404', async () => {
    const unknown = await fetch(`${server.url}/v2/exchange-rates?currency=NOPE`)
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({
      errors: [{ id: 'invalid_request', message: 'Invalid currency' }],
    })
    expect((await fetch(`${server.url}/v2/prices`)).status).toBe(404)
  })
})
