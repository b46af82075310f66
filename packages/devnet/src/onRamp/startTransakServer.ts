import { createServer } from 'node:http'
import { type RunningService, serveOnLoopback } from '@tessera/stack'
import { escapeHtml } from '../escapeHtml.js'
import { respondHtml, respondJson } from '../respond.js'
import { type TransakCurrency, transakCurrencies } from './transakCurrencies.js'

export type StartTransakServerParameters = {
  readonly port: number
  /** The partner's widget key the page accepts (public, like Transak's). */
  readonly apiKey: string
  /** Defaults to `transakCurrencies`. */
  readonly currencies?: readonly TransakCurrency[]
}

export type TransakServer = RunningService & {
  /** The API base URL, as it would be `https://api.transak.com`. */
  readonly apiUrl: string
  /** The hosted widget, as it would be `https://global.transak.com/`. */
  readonly widgetUrl: string
}

/**
 * A local stand-in for the card on-ramp (Transak): its public `GET /api/v2/currencies/crypto-currencies`
 * list (`{ response: [...] }`, CORS open, since the wallet page calls it), and at `/` a hosted
 * widget page that shows the order it was opened for (buy or sell, network, address, e-mail and
 * every other query field). As Transak does, the page refuses an unknown `apiKey`. The page runs
 * no script.
 */
export async function startTransakServer(
  parameters: StartTransakServerParameters,
): Promise<TransakServer> {
  const { port, apiKey } = parameters
  const currencies = parameters.currencies ?? transakCurrencies
  const url = `http://127.0.0.1:${port}`
  const server = createServer((request, response) => {
    const requestUrl = new URL(request.url ?? '/', url)
    if (
      request.method === 'GET' &&
      requestUrl.pathname === '/api/v2/currencies/crypto-currencies'
    ) {
      response.setHeader('access-control-allow-origin', '*')
      return respondJson(response, 200, { response: currencies })
    }
    if (request.method === 'GET' && requestUrl.pathname === '/')
      return requestUrl.searchParams.get('apiKey') === apiKey
        ? respondHtml(response, 200, widgetPage(requestUrl.searchParams))
        : respondHtml(response, 401, page('Invalid API key', '<p>Invalid API key.</p>'))
    respondJson(response, 404, { error: { statusCode: 404, message: 'Not found' } })
  })
  return { apiUrl: url, widgetUrl: `${url}/`, ...(await serveOnLoopback(server, port)) }
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
  return page(
    title,
    `<p>Local card on-ramp stand-in (Transak). No payment is taken.</p>
<table><caption>Order parameters</caption><tbody>${rows}</tbody></table>`,
  )
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}th{text-align:left;padding-right:1rem}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
}
