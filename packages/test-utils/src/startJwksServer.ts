import { createServer } from 'node:http'
import type { JWK } from 'jose'

export type JwksServer = {
  /** Where the key set is served, e.g. `http://127.0.0.1:40123/jwks.json`. */
  url: string
  /** How many times the key set was fetched. */
  fetchCount: () => number
  stop: () => Promise<void>
}

/**
 * Serves public JWKs on loopback, standing in for an identity provider's key endpoint in tests
 * and local stacks (notes §8: "serve the PEM map and/or JWKS at the configured cert URL").
 */
export async function startJwksServer(options: {
  port: number
  keys: readonly JWK[]
  path?: string
}): Promise<JwksServer> {
  const { port, keys, path = '/jwks.json' } = options
  const body = JSON.stringify({ keys })
  let fetchCount = 0
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== path) {
      response.writeHead(404).end()
      return
    }
    fetchCount++
    response.writeHead(200, { 'content-type': 'application/json' }).end(body)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    url: `http://127.0.0.1:${port}${path}`,
    fetchCount: () => fetchCount,
    stop: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
