import { type StartedRedis, startRedis } from '@tessera/test-utils'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestServer, type TestServer } from '../testing/createTestServer.js'

// loginNonce allows 600 per minute per IP; scaled by 0.01 that is 6.
const rateLimitScale = 0.01
const limit = 6

describe('rate limits across server instances', () => {
  let redis: StartedRedis
  const servers: TestServer[] = []

  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(async () => {
    for (const server of servers) await server.close()
    await redis.stop()
  })

  const address = privateKeyToAccount(generatePrivateKey()).address
  const askNonce = (server: TestServer) =>
    server.app.inject({ url: `/api/v2/loginNonce?address=${address}` }).then((r) => r.statusCode)

  test('behavior: with REDIS_URL, two instances share one budget per IP', async () => {
    const a = await createTestServer({ redisUrl: redis.url, rateLimitScale })
    const b = await createTestServer({ redisUrl: redis.url, rateLimitScale })
    servers.push(a, b)
    const statuses: number[] = []
    for (let i = 0; i < limit; i++) statuses.push(await askNonce(i % 2 === 0 ? a : b))
    expect(statuses.every((status) => status === 200)).toBe(true)
    expect(await askNonce(a)).toBe(429)
    expect(await askNonce(b)).toBe(429)
  })

  test('behavior: without it, each instance counts on its own', async () => {
    const a = await createTestServer({ rateLimitScale })
    const b = await createTestServer({ rateLimitScale })
    servers.push(a, b)
    for (let i = 0; i < limit; i++) expect(await askNonce(a)).toBe(200)
    expect(await askNonce(a)).toBe(429)
    expect(await askNonce(b)).toBe(200)
  })
})
