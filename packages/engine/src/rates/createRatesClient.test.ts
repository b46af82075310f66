import { exchangeRateRefreshIntervalMs } from '@tessera/protocol'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createRatesClient } from './createRatesClient.js'

const answer = (eth: string) =>
  Response.json({ data: { currency: 'USD', rates: { USD: '1', ETH: eth } } })

describe('createRatesClient', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  test('default: C-019 K-003 reads at once, then refreshes every 10 min (SPEC §9)', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(answer('0.0005'))
      .mockResolvedValueOnce(answer('0.0004'))
    const client = createRatesClient({ baseUrl: 'http://rates.test', fetch })
    const listener = vi.fn()
    client.subscribe(listener)
    await vi.advanceTimersByTimeAsync(0)
    expect(client.snapshot()).toEqual({ USD: 1, ETH: 0.0005 })
    await vi.advanceTimersByTimeAsync(exchangeRateRefreshIntervalMs - 1)
    expect(fetch).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(client.snapshot()).toEqual({ USD: 1, ETH: 0.0004 })
    expect(listener).toHaveBeenCalledTimes(2)
    client.stop()
  })

  test('behavior: a failed refresh keeps the previous rates', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(answer('0.0005'))
      .mockRejectedValueOnce(new TypeError('fetch failed'))
    const client = createRatesClient({ baseUrl: 'http://rates.test', fetch })
    await vi.advanceTimersByTimeAsync(exchangeRateRefreshIntervalMs)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(client.snapshot()).toEqual({ USD: 1, ETH: 0.0005 })
    client.stop()
  })

  test('args: no configured service means no request and no rates', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>()
    const client = createRatesClient({ baseUrl: undefined, fetch })
    await vi.advanceTimersByTimeAsync(exchangeRateRefreshIntervalMs * 2)
    expect(fetch).not.toHaveBeenCalled()
    expect(client.snapshot()).toBeUndefined()
    client.stop()
  })
})
