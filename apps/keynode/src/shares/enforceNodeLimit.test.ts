import { createMemoryRateLimitStore, createRateLimiter, HttpError } from '@tessera/service-kit'
import { describe, expect, test } from 'vitest'
import { enforceNodeLimit } from './enforceNodeLimit.js'

const rule = { name: 'share-token', limit: 2, windowMs: 60_000 }
const nodeWith = (rateLimiter: ReturnType<typeof createRateLimiter>) => ({
  rateLimiter,
  config: { rateLimitScale: 1 },
})

describe('enforceNodeLimit', () => {
  test('default: hits under the limit pass; over it, rate_limited (429) with the wait', async () => {
    const node = nodeWith(createRateLimiter(createMemoryRateLimitStore()))
    await enforceNodeLimit(node, rule, 'token-a')
    await enforceNodeLimit(node, rule, 'token-a')
    const over = await enforceNodeLimit(node, rule, 'token-a').catch((error: unknown) => error)
    expect(over).toBeInstanceOf(HttpError)
    expect(over).toMatchObject({ code: 'rate_limited', status: 429, retryAfterS: 60 })
  })

  test('error: #18 a count that cannot be made fails closed: rate_limit_unavailable (503), retry in 2 s', async () => {
    const away = { limit: () => Promise.reject(new Error('the primary does not answer')) }
    const refused = await enforceNodeLimit(nodeWith(away), rule, 'token-a').catch(
      (error: unknown) => error,
    )
    expect(refused).toBeInstanceOf(HttpError)
    expect(refused).toMatchObject({
      code: 'rate_limit_unavailable',
      status: 503,
      retryAfterS: 2,
      message: 'Requests cannot be counted right now, retry in a moment',
    })
  })
})
