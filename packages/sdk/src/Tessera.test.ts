import { expect, test } from 'vitest'
import { Tessera } from './Tessera.js'

const options = { appId: 'ab12', walletUrl: 'https://wallet.example/some/path' }

test('behavior: constructing without a window (server-side rendering) does not throw', () => {
  expect(typeof window).toBe('undefined')
  expect(new Tessera(options).provider.isConnected()).toBe(false)
})

test.each([
  [{ ...options, appId: '' }, 'Tessera: appId is required'],
  [{ ...options, walletUrl: 'wallet.example' }, 'Tessera: walletUrl must be a URL'],
])('error: bad options %j', (bad, message) => {
  expect(() => new Tessera(bad)).toThrow(message)
})

test('behavior: a request before init() rejects 4900 naming init() once the timeout passes', async () => {
  const tessera = new Tessera({ ...options, requestTimeoutMs: 20 })
  await expect(tessera.provider.request({ method: 'eth_chainId' })).rejects.toMatchObject({
    code: 4900,
    message: 'request timed out: call tessera.init() first',
    data: { code: 'all_disconnected' },
  })
})
