import { describe, expect, test } from 'vitest'
import { fakeRealtime } from '../testing/fakeRealtime.js'
import { testOrderActivity } from '../testing/testActivity.js'
import { followStoredTransakOrders } from './followStoredTransakOrders.js'

describe('followStoredTransakOrders', () => {
  test('S-027, S-035: after a reload every stored Buy and Sell not final is followed again; a final one is not', () => {
    const { client, listeners, publish } = fakeRealtime()
    const log = [
      testOrderActivity('Sell', 'sell-open', { status: 'Approved' }),
      testOrderActivity('Buy', 'buy-open', { status: 'Processing' }),
      testOrderActivity('Buy', 'buy-done', { status: 'Success' }),
    ]
    const stop = followStoredTransakOrders({
      client,
      activities: log,
      find: (orderId) => log.find((activity) => activity.order?.orderId === orderId),
      record: (activity) => {
        const index = log.findIndex((entry) => entry.order?.orderId === activity.order?.orderId)
        log[index] = activity
      },
    })
    expect([...listeners.keys()]).toEqual(['sell-open', 'buy-open'])
    publish('buy-open', { id: 'buy-open', status: 'COMPLETED' })
    expect(log[1]?.status).toBe('Success')
    expect([...listeners.keys()]).toEqual(['sell-open'])
    stop()
    expect(listeners.size).toBe(0)
  })
})
