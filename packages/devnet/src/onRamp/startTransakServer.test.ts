import { findFreePortBase } from '@tessera/test-utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTransakServer, type TransakServer } from './startTransakServer.js'
import { devnetTransakNetwork } from './transakCurrencies.js'

describe('startTransakServer', () => {
  let server: TransakServer
  beforeAll(async () => {
    server = await startTransakServer({ port: await findFreePortBase(1), apiKey: 'local-key' })
  })
  afterAll(() => server.stop())

  test('default: the crypto-currencies list in Transak shape, with the devnet chain 31337, CORS open', async () => {
    const response = await fetch(`${server.apiUrl}/api/v2/currencies/crypto-currencies`)
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const body = (await response.json()) as { response: Record<string, unknown>[] }
    expect(body.response).toContainEqual(
      expect.objectContaining({
        uniqueId: `ETH${devnetTransakNetwork}`,
        isAllowed: true,
        isPayInAllowed: true,
        network: { name: devnetTransakNetwork, chainId: '31337' },
      }),
    )
    expect(
      body.response.some((item) => (item.network as { chainId: unknown }).chainId === null),
    ).toBe(true)
  })

  test('behavior: the widget page shows buy or sell and every query field, escaped, with no script', async () => {
    const buy = await fetch(`${server.widgetUrl}?apiKey=local-key&network=x&email=%3Cb%3E`)
    expect(buy.status).toBe(200)
    expect(buy.headers.get('content-security-policy')).toContain("default-src 'none'")
    const buyPage = await buy.text()
    expect(buyPage).toContain('<h1>Buy crypto</h1>')
    expect(buyPage).toContain('<th scope="row">email</th><td>&lt;b&gt;</td>')
    const sell = await fetch(`${server.widgetUrl}?apiKey=local-key&productsAvailed=SELL`)
    expect(await sell.text()).toContain('<h1>Sell crypto</h1>')
  })

  test('error: an unknown apiKey is refused; other paths are 404', async () => {
    const refused = await fetch(`${server.widgetUrl}?apiKey=other`)
    expect(refused.status).toBe(401)
    expect(await refused.text()).toContain('Invalid API key')
    expect((await fetch(`${server.apiUrl}/api/v2/orders`)).status).toBe(404)
  })
})
