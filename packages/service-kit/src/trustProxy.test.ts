import Fastify from 'fastify'
import { describe, expect, test } from 'vitest'
import { readTrustProxy, trustProxyField, trustProxyOption } from './trustProxy.js'

/** The address Fastify gives a request from 127.0.0.1 that says it forwards `forwardedFor`. */
async function ipSeen(trust: ReturnType<typeof readTrustProxy>, forwardedFor: string) {
  const app = Fastify({ trustProxy: trustProxyOption(trust) })
  app.get('/', async (request) => ({ ip: request.ip }))
  const response = await app.inject({
    url: '/',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
  })
  await app.close()
  return (response.json() as { ip: string }).ip
}

describe('readTrustProxy', () => {
  test('default: unset trusts no proxy', () => {
    expect(readTrustProxy(undefined)).toBe(false)
  })

  test('args: digits are a hop count, anything else a list', () => {
    expect(readTrustProxy('2')).toBe(2)
    expect(readTrustProxy('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1')
  })

  test('error: a value that is neither is refused by the field', () => {
    expect(trustProxyField.safeParse('everyone').success).toBe(false)
    expect(trustProxyField.safeParse('true').success).toBe(false)
  })
})

describe('trustProxyOption', () => {
  test('default: #15 trusting none, a forged X-Forwarded-For does not change the address', async () => {
    expect(await ipSeen(false, '198.51.100.7')).toBe('127.0.0.1')
  })

  test('args: one trusted hop takes the address the proxy forwarded, and no more', async () => {
    expect(await ipSeen(1, '198.51.100.7')).toBe('198.51.100.7')
    // A client's own X-Forwarded-For before the proxy's entry is not believed.
    expect(await ipSeen(1, '203.0.113.9, 198.51.100.7')).toBe('198.51.100.7')
  })

  test('args: a listed proxy address is trusted; an unlisted one is not', async () => {
    expect(await ipSeen('127.0.0.1', '198.51.100.7')).toBe('198.51.100.7')
    expect(await ipSeen('10.0.0.1', '198.51.100.7')).toBe('127.0.0.1')
  })
})
