import { createClient, custom } from 'viem'
import { describe, expect, test } from 'vitest'
import { simulateTransaction } from './simulateTransaction.js'

const transaction = { from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n } as const

describe('simulateTransaction', () => {
  test('behavior: a node without eth_simulateV1 gives "unavailable", not a failure', async () => {
    const client = createClient({
      transport: custom({
        request: async () => {
          throw { code: -32601, message: 'Method not found' }
        },
      }),
    })
    expect(await simulateTransaction({ client, transaction })).toEqual({
      status: 'unavailable',
      reason: 'the node cannot simulate transactions',
    })
  })

  test('behavior: an answer without a call result gives "unavailable"', async () => {
    const client = createClient({ transport: custom({ request: async () => [] }) })
    expect((await simulateTransaction({ client, transaction })).status).toBe('unavailable')
  })
})
