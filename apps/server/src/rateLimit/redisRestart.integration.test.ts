import { type StartedRedis, startRedis } from '@tessera/test-utils'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { App } from '../apps/appSettings.js'
import { createTestServer, type TestServer } from '../testing/createTestServer.js'

// Issue #18 fault: Redis, which shares the rate limits of every instance, restarts under them.
describe('Redis restarted under two server instances', () => {
  let redis: StartedRedis
  let port: number
  const servers: TestServer[] = []
  // Each test server has a database of its own (Redis is what they share), so each its own app.
  const apps = new Map<TestServer, App>()

  beforeAll(async () => {
    redis = await startRedis()
    port = Number(new URL(redis.url).port)
    for (let i = 0; i < 2; i++) {
      const server = await createTestServer({ redisUrl: redis.url })
      servers.push(server)
      apps.set(
        server,
        await server.context.apps.create({
          name: 'Fault app',
          chainType: 'evm',
          origins: ['https://host.example'],
        }),
      )
    }
  })
  afterAll(async () => {
    for (const server of servers) await server.close()
    await redis.stop()
  })

  const address = privateKeyToAccount(generatePrivateKey()).address
  const askNonce = (server: TestServer) =>
    server.app.inject({ url: `/api/v2/loginNonce?address=${address}` })
  const getAppConfig = (server: TestServer) =>
    server.app.inject({ url: `/api/v1/get-app-config/?id=${apps.get(server)?.id}` })

  const probe = async (server: TestServer, url: string) => {
    const response = await server.app.inject({ url })
    return { status: response.statusCode, body: response.json() }
  }

  /** Asks until the answer is a 200: the instance has found Redis again on its own. */
  async function nonceOnceRedisIsBack(server: TestServer) {
    for (;;) {
      const response = await askNonce(server)
      if (response.statusCode === 200) return response
      expect(response.json().error.code).toBe('rate_limit_unavailable')
    }
  }

  test('error: #18 with Redis away, rate-limited calls fail closed with 503 and Retry-After; the rest goes on; back without a restart', async () => {
    for (const server of servers) {
      expect((await askNonce(server)).statusCode).toBe(200)
      expect(await probe(server, '/ready')).toEqual({
        status: 200,
        body: { ok: true, checks: { database: 'ok', redis: 'ok' } },
      })
    }

    await redis.stop()
    for (const server of servers) {
      const refused = await askNonce(server)
      expect(refused.statusCode).toBe(503)
      expect(refused.headers['retry-after']).toBe('2')
      expect(refused.json()).toEqual({
        error: {
          code: 'rate_limit_unavailable',
          message: 'Requests cannot be counted right now, retry in 2 s',
        },
      })
      expect((await getAppConfig(server)).statusCode).toBe(200)
      // Alive (no restart wanted) and still ready: Redis is reported, but every instance shares
      // its outage, and taking them all out of service would stop what still works.
      expect(await probe(server, '/health')).toEqual({ status: 200, body: { ok: true } })
      expect(await probe(server, '/ready')).toEqual({
        status: 200,
        body: { ok: true, checks: { database: 'ok', redis: 'unavailable' } },
      })
    }

    redis = await startRedis({ port })
    for (const server of servers) {
      const served = await nonceOnceRedisIsBack(server)
      expect(served.json().nonce).toMatch(/^[0-9a-f]{24}$/)
      expect((await probe(server, '/ready')).body).toEqual({
        ok: true,
        checks: { database: 'ok', redis: 'ok' },
      })
    }
  })
})
