import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { oauth2FetchJson } from './oauth2FetchJson.js'

/** Canned answers by path: status, content type and body, as providers send them. */
const answers: Record<string, [number, string, string, Record<string, string>?]> = {
  '/ok': [200, 'application/json', '{"id":"1"}'],
  '/github-error': [200, 'application/json', '{"error":"bad_verification_code"}'],
  '/unauthorized': [401, 'application/json', '{"message":"401: Unauthorized","code":0}'],
  '/html': [502, 'text/html', '<h1>Bad gateway</h1>'],
  '/not-json': [200, 'text/plain', 'access_token=secret-token'],
  '/redirect': [302, 'text/plain', '', { location: '/ok' }],
}

describe('oauth2FetchJson', () => {
  let server: Server
  let base: string

  beforeAll(async () => {
    server = createServer((request, response) => {
      const [status, type, body, headers] = answers[request.url ?? ''] ?? [404, 'text/plain', '']
      response.writeHead(status, { 'content-type': type, ...headers }).end(body)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))
  afterEach(() => {
    vi.restoreAllMocks()
  })

  test('default: the JSON body, with a 10 s timeout on the request', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    expect(await oauth2FetchJson(`${base}/ok`, {})).toEqual({ id: '1' })
    expect(timeout).toHaveBeenCalledWith(10_000)
  })

  test.each([
    ['/github-error', 'GET /github-error answered 200 bad_verification_code'],
    ['/unauthorized', 'GET /unauthorized answered 401'],
    ['/html', 'GET /html answered 502'],
    ['/not-json', 'GET /not-json answered something other than JSON'],
  ])('error: %s throws, naming the path and the provider error only', async (path, message) => {
    await expect(oauth2FetchJson(`${base}${path}`, {})).rejects.toThrow(message)
  })

  test('error: a redirect is not followed', async () => {
    await expect(oauth2FetchJson(`${base}/redirect`, {})).rejects.toThrow()
  })

  test('error: the answer does not leak a token into the error', async () => {
    const error = await oauth2FetchJson(`${base}/not-json`, {}).catch((e: unknown) => e)
    expect(String(error)).not.toContain('secret-token')
  })
})
