import type { Activity } from '@tessera/chains'
import { describe, expect, test } from 'vitest'
import { fakeRealtime } from '../testing/fakeRealtime.js'
import { trackTransakBuy } from './trackTransakBuy.js'

describe('trackTransakBuy', () => {
  test('S-027, S-030: each event of the Buy’s order updates its amounts: the completed crypto amount shows', () => {
    const realtime = fakeRealtime()
    const log: Activity[] = []
    trackTransakBuy({
      client: realtime.client,
      apiKey: 'key',
      partnerOrderId: 'p-1',
      networkId: 'evm:31337',
      walletAddress: '0x1111111111111111111111111111111111111111',
      record: (activity) => log.splice(0, 1, activity),
      now: () => 1,
    })
    const publish = (status: string, cryptoAmount: number) =>
      realtime.publish('key_p-1', { status, cryptoAmount })
    publish('PROCESSING', 0.05)
    expect(log[0]).toMatchObject({ status: 'Processing', transaction: { amount: '0.05' } })
    publish('COMPLETED', 0.0498)
    expect(log).toHaveLength(1)
    expect(log[0]).toMatchObject({
      status: 'Success',
      transaction: { amount: '0.0498' },
      order: { orderId: 'order-1', crypto: { amount: '0.0498', currency: 'ETH' } },
    })
  })
})
