import { createServer, type IncomingMessage } from 'node:http'
import { type RunningService, serveOnLoopback } from '@tessera/stack'
import { escapeHtml } from '../escapeHtml.js'
import { respondHtml, respondJson } from '../respond.js'
import {
  attachPusherChannels,
  type PusherChannels,
  transakPusherKey,
} from './attachPusherChannels.js'
import { type TransakCurrency, transakCurrencies } from './transakCurrencies.js'
import {
  createTransakOrderBook,
  isFinalTransakStatus,
  sellRedirectQuery,
  type TransakOrder,
  type TransakOrderStatus,
  transakDepositAddress,
  transakOrderStatuses,
} from './transakOrders.js'

export type StartTransakServerParameters = {
  readonly port: number
  /** The partner's widget key the page accepts (public, like Transak's). */
  readonly apiKey: string
  /** Defaults to `transakCurrencies`. */
  readonly currencies?: readonly TransakCurrency[]
  /** The realtime channel's app key; defaults to Transak's public Pusher key. */
  readonly pusherKey?: string
}

export type TransakServer = RunningService & {
  /** The API base URL, as it would be `https://api.transak.com`. */
  readonly apiUrl: string
  /** The hosted widget, as it would be `https://global.transak.com/`. */
  readonly widgetUrl: string
  /** The realtime order channel, as it would be `wss://ws-ap2.pusher.com/app/{key}`. */
  readonly realtimeUrl: string
  /** The Pusher-protocol server on `realtimeUrl`, to watch who listens to an order. */
  readonly channels: PusherChannels
}

/**
 * A local stand-in for the card on-ramp (Transak): its public `GET /api/v2/currencies/crypto-currencies`
 * list (`{ response: [...] }`, CORS open, since the wallet page calls it), at `/` a hosted widget
 * page that shows the order it was opened for (buy or sell, network, address, e-mail and every
 * other query field) with a 'Place order' button, and the realtime order channel (Pusher protocol,
 * `attachPusherChannels`) on the same port. As Transak does, the page refuses an unknown `apiKey`.
 * Pages run no script: placing an order posts a form, and the order's page (`/orders/{id}`) has a
 * button per next status. A SELL opened with `walletRedirection=true` instead returns the tab to
 * its `redirectURL` with the order's query (shared/notes §4c, `sellRedirectQuery`), the
 * crypto to go to `transakDepositAddress`. Each list entry's `image` is a logo served here.
 * `POST /orders/{id}/status` (form or JSON `{status}`) is also the control
 * tests drive: each change is published on the order's channels (`createTransakOrderBook`), and
 * `GET /apps/{appId}/channels/{name}` tells, as Pusher's HTTP API does, whether anyone listens.
 */
export async function startTransakServer(
  parameters: StartTransakServerParameters,
): Promise<TransakServer> {
  const { port, apiKey } = parameters
  const currencies = parameters.currencies ?? transakCurrencies
  const pusherKey = parameters.pusherKey ?? transakPusherKey
  const url = `http://127.0.0.1:${port}`
  const server = createServer(async (request, response) => {
    const requestUrl = new URL(request.url ?? '/', url)
    const { pathname } = requestUrl
    if (request.method === 'GET' && pathname === '/api/v2/currencies/crypto-currencies') {
      response.setHeader('access-control-allow-origin', '*')
      return respondJson(response, 200, { response: currencies.map(withImage) })
    }
    const imagePath = /^\/images\/([a-z0-9-]+)\.svg$/.exec(pathname)
    if (request.method === 'GET' && imagePath)
      return response
        .writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' })
        .end(coinImage)
    if (request.method === 'GET' && pathname === '/')
      return requestUrl.searchParams.get('apiKey') === apiKey
        ? respondHtml(response, 200, widgetPage(requestUrl.searchParams))
        : respondHtml(response, 401, invalidKeyPage)
    if (request.method === 'POST' && pathname === '/orders') {
      const form = await readForm(request)
      if (form.get('apiKey') !== apiKey) return respondHtml(response, 401, invalidKeyPage)
      const isSell = form.get('productsAvailed') === 'SELL'
      const order = orders.place({
        isBuyOrSell: isSell ? 'SELL' : 'BUY',
        network: form.get('network') ?? '',
        // A sell's walletAddress is where the user sends the crypto: Transak's deposit address.
        walletAddress: isSell ? transakDepositAddress : (form.get('walletAddress') ?? ''),
        partnerCustomerId: form.get('partnerCustomerId'),
        partnerOrderId: form.get('partnerOrderId'),
        cryptoCurrency: nativeSymbol(form.get('network')),
      })
      const redirectUrl = form.get('redirectURL')
      const returnsToWallet =
        isSell && form.get('walletRedirection') === 'true' && isHttpUrl(redirectUrl)
      const location = returnsToWallet
        ? `${redirectUrl}${redirectUrl.includes('?') ? '&' : '?'}${sellRedirectQuery(order)}`
        : `/orders/${order.id}`
      return response.writeHead(303, { location }).end()
    }
    const orderPath = /^\/orders\/([^/]+)(\/status)?$/.exec(pathname)
    const order = orderPath ? orders.get(orderPath[1] ?? '') : undefined
    if (orderPath && !order)
      return respondJson(response, 404, { error: { statusCode: 404, message: 'Order not found' } })
    if (order && request.method === 'GET' && !orderPath?.[2])
      return respondHtml(response, 200, orderPage(order))
    if (order && request.method === 'POST' && orderPath?.[2]) {
      const isJson = request.headers['content-type']?.startsWith('application/json') === true
      const status = isJson
        ? await readJsonStatus(request)
        : (await readForm(request)).get('status')
      if (!isOrderStatus(status))
        return respondJson(response, 400, { error: { statusCode: 400, message: 'Unknown status' } })
      if (isFinalTransakStatus(order.status))
        return respondJson(response, 409, {
          error: { statusCode: 409, message: `Order is ${order.status}` },
        })
      const advanced = orders.advance(order.id, status)
      return isJson
        ? respondJson(response, 200, advanced)
        : response.writeHead(303, { location: `/orders/${order.id}` }).end()
    }
    // Pusher's HTTP API channel info (`GET /apps/{appId}/channels/{name}`), unsigned here.
    const channelPath = /^\/apps\/[^/]+\/channels\/([^/]+)$/.exec(pathname)
    if (request.method === 'GET' && channelPath) {
      const count = channels.subscriberCount(decodeURIComponent(channelPath[1] ?? ''))
      return respondJson(response, 200, { occupied: count > 0, subscription_count: count })
    }
    const txPath = /^\/tx\/(0x[0-9a-f]{64})$/.exec(pathname)
    if (request.method === 'GET' && txPath)
      return respondHtml(
        response,
        200,
        page('Transaction', `<p>${escapeHtml(txPath[1] ?? '')}</p>`),
      )
    respondJson(response, 404, { error: { statusCode: 404, message: 'Not found' } })
  })
  const channels = attachPusherChannels(server, pusherKey)
  const orders = createTransakOrderBook({ apiKey, channels, explorerUrl: url })
  const withImage = (currency: TransakCurrency) => {
    const image = `${url}/images/${currency.coinId}.svg`
    return { ...currency, image: { large: image, small: image, thumb: image } }
  }
  const nativeSymbol = (network: string | null) =>
    currencies.find(
      (currency) => currency.network.name === network && /^0x0{40}$/.test(currency.address),
    )?.symbol ?? 'ETH'
  const running = await serveOnLoopback(server, port)
  return {
    apiUrl: url,
    widgetUrl: `${url}/`,
    realtimeUrl: `ws://127.0.0.1:${port}/app/${pusherKey}`,
    channels,
    exited: running.exited,
    stop: () => {
      channels.closeAll()
      return running.stop()
    },
  }
}

const isHttpUrl = (value: string | null): value is string =>
  value !== null && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)

/** The coin logo every list entry points to (`image.large`, `small`, `thumb`). */
const coinImage =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#627eea"/></svg>'

const isOrderStatus = (value: unknown): value is TransakOrderStatus =>
  transakOrderStatuses.includes(value as TransakOrderStatus)

async function readBody(request: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of request) body += chunk
  return body
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(request))
}

async function readJsonStatus(request: IncomingMessage): Promise<unknown> {
  try {
    return (JSON.parse(await readBody(request)) as { status?: unknown }).status
  } catch {
    return undefined
  }
}

function widgetPage(query: URLSearchParams): string {
  const isSell = query.get('productsAvailed') === 'SELL'
  const title = isSell ? 'Sell crypto' : 'Buy crypto'
  const rows = [...query]
    .map(
      ([name, value]) =>
        `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  const fields = [...query]
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('')
  return page(
    title,
    `<p>Local card on-ramp stand-in (Transak). No payment is taken.</p>
<table><caption>Order parameters</caption><tbody>${rows}</tbody></table>
<form method="post" action="/orders">${fields}<button type="submit">Place order</button></form>`,
  )
}

function orderPage(order: TransakOrder): string {
  const buttons = transakOrderStatuses
    .filter((status) => status !== order.status)
    .map(
      (status) =>
        `<form method="post" action="/orders/${escapeHtml(order.id)}/status"><input type="hidden" name="status" value="${status}"><button type="submit">${status}</button></form>`,
    )
    .join('')
  const isFinal = isFinalTransakStatus(order.status)
  return page(
    `Order ${order.id}`,
    `<p>Status: <output>${order.status}</output></p>${isFinal ? '' : `<h2>Move the order to</h2>${buttons}`}`,
  )
}

const invalidKeyPage = page('Invalid API key', '<p>Invalid API key.</p>')

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}th{text-align:left;padding-right:1rem}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
}
