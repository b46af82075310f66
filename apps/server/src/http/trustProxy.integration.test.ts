import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, test } from 'vitest'
import { createTestServer, type TestServer } from '../testing/createTestServer.js'

// loginNonce allows 600 per minute per client address; scaled by 0.01 that is 6.
const rateLimitScale = 0.01

describe('client address behind proxies (TRUST_PROXY)', () => {
  let server: TestServer
  afterEach(() => server.close())

  const address = privateKeyToAccount(generatePrivateKey()).address
  const statuses = async (count: number) => {
    const result: number[] = []
    for (let i = 0; i < count; i++)
      result.push(
        (
          await server.app.inject({
            url: `/api/v2/loginNonce?address=${address}`,
            headers: { 'x-forwarded-for': `198.51.100.${i}` },
          })
        ).statusCode,
      )
    return result
  }

  test('default: X-Forwarded-For is ignored, so it cannot dodge per-IP limits', async () => {
    server = await createTestServer({ rateLimitScale })
    expect((await statuses(7)).at(-1)).toBe(429)
  })

  test('args: with one trusted hop, each forwarded client has its own budget', async () => {
    server = await createTestServer({ rateLimitScale, trustProxy: 1 })
    expect((await statuses(7)).every((status) => status === 200)).toBe(true)
  })
})
