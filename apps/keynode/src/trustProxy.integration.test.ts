import { afterEach, describe, expect, test } from 'vitest'
import { startTestNetwork, type TestNetwork } from './testing/startTestNetwork.js'

// GET /v1/public-key allows 300 per minute per client address; scaled by 0.01 that is 3.
const rateLimitScale = 0.01
const publicKeyQuery = 'keyspace=global&verifier=passwordless&userId=nobody&curve=secp256k1'

describe('a key node behind proxies (TRUST_PROXY, issue #15 finding 7)', () => {
  let network: TestNetwork
  afterEach(() => network.close())

  /** Asks one node `count` times, each time claiming another client address. */
  const statuses = async (count: number, address = (i: number) => `198.51.100.${i}`) => {
    const result: number[] = []
    for (let i = 0; i < count; i++) {
      const response = await fetch(`${network.node(1).url}/v1/public-key?${publicKeyQuery}`, {
        headers: { 'x-forwarded-for': address(i) },
      })
      result.push(response.status)
    }
    return result
  }

  test('error: #15 by default a forged X-Forwarded-For cannot dodge the per-IP limit', async () => {
    network = await startTestNetwork({ count: 1, threshold: 1, rateLimitScale })
    // 404: no such key (the query got through); 429: the caller's one address is out of budget.
    expect(await statuses(5)).toEqual([404, 404, 404, 429, 429])
  })

  test('args: with one trusted hop, each forwarded client has its own budget', async () => {
    network = await startTestNetwork({ count: 1, threshold: 1, rateLimitScale, trustProxy: 1 })
    expect(await statuses(5)).toEqual([404, 404, 404, 404, 404])
  })

  test('error: #18 an IPv6 client cannot dodge the per-IP limit by changing address inside its /64', async () => {
    network = await startTestNetwork({ count: 1, threshold: 1, rateLimitScale, trustProxy: 1 })
    expect(await statuses(5, (i) => `2001:db8:1:2::${i + 1}`)).toEqual([404, 404, 404, 429, 429])
    // Other /64s are other clients.
    expect(await statuses(3, (i) => `2001:db8:1:${i + 10}::1`)).toEqual([404, 404, 404])
  })

  test('args: a trusted proxy listed by address counts the address it forwards', async () => {
    network = await startTestNetwork({
      count: 1,
      threshold: 1,
      rateLimitScale,
      trustProxy: '127.0.0.1',
    })
    expect(await statuses(5)).toEqual([404, 404, 404, 404, 404])
  })
})
