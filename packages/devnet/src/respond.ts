import type { ServerResponse } from 'node:http'

/** Headers for every server-rendered page: no script, no framing, inline styles only. */
export const htmlSecurityHeaders = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
}

/** Ends `response` with a JSON body. */
export function respondJson(response: ServerResponse, status: number, body: unknown): void {
  response
    .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify(body))
}

/** Ends `response` with a server-rendered HTML page that may run no script. */
export function respondHtml(response: ServerResponse, status: number, html: string): void {
  response
    .writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...htmlSecurityHeaders })
    .end(html)
}
