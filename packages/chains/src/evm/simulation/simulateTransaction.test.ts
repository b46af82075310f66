import { createClient, custom, encodeErrorResult, parseAbi } from 'viem'
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
    expect(await simulateTransaction({ client, transactions: [transaction] })).toEqual({
      status: 'unavailable',
      reason: 'the node cannot simulate transactions',
    })
  })

  test('behavior: an answer without a call result gives "unavailable"', async () => {
    const client = createClient({ transport: custom({ request: async () => [] }) })
    expect((await simulateTransaction({ client, transactions: [transaction] })).status).toBe(
      'unavailable',
    )
  })

  test('behavior: #17 in a batch, the first call that would fail is named with its reason', async () => {
    const returnData = encodeErrorResult({
      abi: parseAbi(['error Error(string message)']),
      errorName: 'Error',
      args: ['nope'],
    })
    const client = createClient({
      transport: custom({
        request: async () => [
          {
            calls: [{ status: '0x1', logs: [] }, { status: '0x0', returnData }, { status: '0x0' }],
          },
        ],
      }),
    })
    const transactions = [transaction, transaction, transaction] as const
    expect(await simulateTransaction({ client, transactions })).toEqual({
      status: 'reverted',
      reason: 'call 2 of 3: nope',
    })
  })

  test('behavior: #17 a batch the node answers fewer results for than it has calls gives "unavailable"', async () => {
    const client = createClient({
      transport: custom({ request: async () => [{ calls: [{ status: '0x1', logs: [] }] }] }),
    })
    const transactions = [transaction, transaction] as const
    expect((await simulateTransaction({ client, transactions })).status).toBe('unavailable')
  })
})
