import { devnetTransakNetwork, startTransakServer, type TransakServer } from '@tessera/devnet'
import { WalletError } from '@tessera/errors'
import { findFreePortBase } from '@tessera/test-utils'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createOnRampClient } from './createOnRampClient.js'
import { fetchTransakNetworks } from './fetchTransakNetworks.js'
import { onRampProviders } from './onRampProviders.js'

let server: TransakServer
beforeAll(async () => {
  server = await startTransakServer({ port: await findFreePortBase(1), apiKey: 'local-key' })
})
afterAll(() => server?.stop())

describe('fetchTransakNetworks', () => {
  test('default: O-001 reads the stand-in list: devnet 31337 for buy and sell, buy-only tokens apart', async () => {
    const fetchSpy = vi.fn(globalThis.fetch)
    const networks = await fetchTransakNetworks({ apiUrl: server.apiUrl, fetch: fetchSpy })
    expect(fetchSpy.mock.calls[0]?.[0]).toBe(`${server.apiUrl}/api/v2/currencies/crypto-currencies`)
    expect(networks.buy).toEqual({
      1: 'ethereum',
      137: 'polygon',
      42161: 'arbitrum',
      56: 'bsc',
      31337: devnetTransakNetwork,
    })
    expect(networks.sell).toEqual({
      1: 'ethereum',
      137: 'polygon',
      42161: 'arbitrum',
      31337: devnetTransakNetwork,
    })
  })

  test('error: a service that is down throws', async () => {
    await expect(fetchTransakNetworks({ apiUrl: 'http://127.0.0.1:9' })).rejects.toThrow()
    await expect(fetchTransakNetworks({ apiUrl: `${server.apiUrl}/nope` })).rejects.toThrow(
      'answered 404',
    )
  })
})

describe('createOnRampClient', () => {
  test('default: O-002 H-016 H-017 after loading, the devnet chain can buy and sell; 31338 cannot', async () => {
    const onError = vi.fn()
    const client = createOnRampClient({
      transakApiUrl: server.apiUrl,
      gatewayUrl: undefined,
      onError,
    })
    expect(client.snapshot()).toBeUndefined()
    const changed = vi.fn()
    client.subscribe(changed)
    await vi.waitFor(() => expect(changed).toHaveBeenCalledOnce())
    const networks = client.snapshot()
    if (!networks) throw new Error('no on-ramp networks')
    expect(onRampProviders(networks, { id: 'eip155:31337', chainId: 31337 }, 'buy')).toEqual([
      'transak',
    ])
    expect(onRampProviders(networks, { id: 'eip155:31337', chainId: 31337 }, 'sell')).toEqual([
      'transak',
    ])
    expect(onRampProviders(networks, { id: 'eip155:31338', chainId: 31338 }, 'buy')).toEqual([])
    expect(onError).not.toHaveBeenCalled()
  })

  test('error: X-037 X-072 a list that fails is reported as W-133 and serves no chain', async () => {
    const onError = vi.fn()
    const client = createOnRampClient({
      transakApiUrl: 'http://127.0.0.1:9',
      gatewayUrl: undefined,
      onError,
    })
    await vi.waitFor(() =>
      expect(client.snapshot()).toEqual({ card: undefined, second: undefined }),
    )
    expect(onError).toHaveBeenCalledOnce()
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(WalletError)
    expect(onError.mock.calls[0]?.[0].code).toBe('W-133')
  })

  test('args: without any on-ramp configured nothing is read and there is no data', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>()
    const client = createOnRampClient({
      transakApiUrl: undefined,
      gatewayUrl: undefined,
      onError: vi.fn(),
      fetch,
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(fetch).not.toHaveBeenCalled()
    expect(client.snapshot()).toBeUndefined()
  })
})
