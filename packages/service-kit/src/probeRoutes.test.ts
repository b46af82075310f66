import Fastify from 'fastify'
import { describe, expect, test } from 'vitest'
import { probeRoutes } from './probeRoutes.js'

const answers = () => Promise.resolve()
const refuses = () => Promise.reject(new Error('connection refused'))
const hangs = () => new Promise<never>(() => {})

/** `/ready` of a service with these dependencies, as an orchestrator reads it. */
async function ready(parameters: Parameters<typeof probeRoutes>[1]) {
  const app = Fastify()
  probeRoutes(app, { checkTimeoutMs: 50, ...parameters })
  const response = await app.inject({ method: 'GET', url: '/ready' })
  await app.close()
  return { status: response.statusCode, body: response.json() }
}

describe('probeRoutes', () => {
  test('default: #18 /ready is 200 while every dependency answers; /health answers whatever they do', async () => {
    expect(await ready({ health: () => ({ ok: true }), checks: { database: answers } })).toEqual({
      status: 200,
      body: { ok: true, checks: { database: 'ok' } },
    })
    const app = Fastify()
    probeRoutes(app, { health: () => ({ ok: true }), checks: { database: hangs } })
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ ok: true })
    await app.close()
  })

  test('error: #18 a required dependency that refuses, or does not answer in time, makes it unready (503), naming it', async () => {
    for (const database of [refuses, hangs]) {
      expect(await ready({ health: () => ({}), checks: { database } })).toEqual({
        status: 503,
        body: { ok: false, checks: { database: 'unavailable' } },
      })
    }
  })

  test('behavior: #18 an advisory dependency that refuses or hangs is reported, and the instance stays ready', async () => {
    for (const redis of [refuses, hangs]) {
      expect(
        await ready({ health: () => ({}), checks: { database: answers }, advisory: { redis } }),
      ).toEqual({
        status: 200,
        body: { ok: true, checks: { database: 'ok', redis: 'unavailable' } },
      })
    }
  })
})
