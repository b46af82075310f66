import { findFreePortBase } from '@tessera/test-utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTransakServer, type TransakServer } from './startTransakServer.js'
import { devnetTransakNetwork } from './transakCurrencies.js'
import { transakDepositAddress } from './transakOrders.js'

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
    const [first] = body.response
    const logo = (first?.image as { large: string } | undefined)?.large ?? ''
    const image = await fetch(logo)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
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

  test('O-005: Place order creates an order awaiting payment; its status moves until a final one, which gets a transaction hash and link', async () => {
    const widget = await (await fetch(`${server.widgetUrl}?apiKey=local-key`)).text()
    expect(widget).toContain('<form method="post" action="/orders">')
    const placed = await fetch(`${server.apiUrl}/orders`, {
      method: 'POST',
      body: new URLSearchParams({
        apiKey: 'local-key',
        network: devnetTransakNetwork,
        walletAddress: '0xabc',
      }),
      redirect: 'manual',
    })
    expect(placed.status).toBe(303)
    const orderUrl = new URL(placed.headers.get('location') ?? '', server.apiUrl)
    const orderPage = await (await fetch(orderUrl)).text()
    expect(orderPage).toContain('Status: <output>AWAITING_PAYMENT_FROM_USER</output>')
    expect(orderPage).toContain('<button type="submit">COMPLETED</button>')
    const advance = (status: string) =>
      fetch(`${orderUrl}/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status }),
      })
    expect((await advance('PROCESSING')).status).toBe(200)
    const completed = (await (await advance('COMPLETED')).json()) as Record<string, unknown>
    expect(completed).toMatchObject({
      id: orderUrl.pathname.split('/')[2],
      status: 'COMPLETED',
      isBuyOrSell: 'BUY',
      cryptoCurrency: 'ETH',
      walletAddress: '0xabc',
      partnerOrderId: null,
      transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    })
    expect(completed.transactionLink).toBe(`${server.apiUrl}/tx/${completed.transactionHash}`)
    expect(await (await fetch(orderUrl)).text()).not.toContain('<button')
  })

  test('R-012, S-022: a SELL placed with walletRedirection returns the tab to redirectURL with the §4c order query, crypto to the deposit address', async () => {
    const seller = '0x1111111111111111111111111111111111111111'
    const placed = await fetch(`${server.apiUrl}/orders`, {
      method: 'POST',
      body: new URLSearchParams({
        apiKey: 'local-key',
        productsAvailed: 'SELL',
        network: devnetTransakNetwork,
        walletAddress: seller,
        walletRedirection: 'true',
        redirectURL: 'http://wallet.test/app-1/sell/transak',
        partnerCustomerId: seller,
      }),
      redirect: 'manual',
    })
    expect(placed.status).toBe(303)
    const location = new URL(placed.headers.get('location') ?? '')
    expect(`${location.origin}${location.pathname}`).toBe('http://wallet.test/app-1/sell/transak')
    const query = Object.fromEntries(location.searchParams)
    expect(query).toEqual({
      orderId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      fiatCurrency: 'USD',
      cryptoCurrency: 'ETH',
      fiatAmount: '100',
      cryptoAmount: '0.05',
      isBuyOrSell: 'SELL',
      status: 'AWAITING_PAYMENT_FROM_USER',
      walletAddress: transakDepositAddress,
      totalFeeInFiat: '2.5',
      partnerCustomerId: seller,
      partnerOrderId: '',
      network: devnetTransakNetwork,
    })
    const order = await fetch(`${server.apiUrl}/orders/${query.orderId}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'PROCESSING' }),
    })
    expect(await order.json()).toMatchObject({
      isBuyOrSell: 'SELL',
      walletAddress: transakDepositAddress,
      partnerCustomerId: seller,
    })
  })

  test('error: a SELL without walletRedirection or with a non-http redirectURL stays on the order page', async () => {
    for (const fields of [
      { redirectURL: 'http://wallet.test/sell' },
      { walletRedirection: 'true', redirectURL: 'javascript:alert(1)' },
    ]) {
      const placed = await fetch(`${server.apiUrl}/orders`, {
        method: 'POST',
        body: new URLSearchParams({ apiKey: 'local-key', productsAvailed: 'SELL', ...fields }),
        redirect: 'manual',
      })
      expect(placed.headers.get('location')).toMatch(/^\/orders\/[0-9a-f-]{36}$/)
    }
  })

  test('error: a final order refuses another status (409), an unknown status is 400, an unknown order 404, an unknown key 401', async () => {
    const placed = await fetch(`${server.apiUrl}/orders`, {
      method: 'POST',
      body: new URLSearchParams({ apiKey: 'local-key' }),
      redirect: 'manual',
    })
    const statusUrl = `${new URL(placed.headers.get('location') ?? '', server.apiUrl)}/status`
    const post = (status: string) =>
      fetch(statusUrl, {
        method: 'POST',
        body: new URLSearchParams({ status }),
        redirect: 'manual',
      })
    expect((await post('DONE')).status).toBe(400)
    expect((await post('EXPIRED')).status).toBe(303)
    const refused = await post('REFUNDED')
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      error: { statusCode: 409, message: 'Order is EXPIRED' },
    })
    expect((await fetch(`${server.apiUrl}/orders/none/status`, { method: 'POST' })).status).toBe(
      404,
    )
    const wrongKey = await fetch(`${server.apiUrl}/orders`, {
      method: 'POST',
      body: new URLSearchParams({ apiKey: 'other' }),
    })
    expect(wrongKey.status).toBe(401)
  })

  test('error: an unknown apiKey is refused; other paths are 404', async () => {
    const refused = await fetch(`${server.widgetUrl}?apiKey=other`)
    expect(refused.status).toBe(401)
    expect(await refused.text()).toContain('Invalid API key')
    expect((await fetch(`${server.apiUrl}/api/v2/orders`)).status).toBe(404)
  })
})
