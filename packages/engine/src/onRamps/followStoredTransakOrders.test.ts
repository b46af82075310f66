import type { Activity } from '@tessera/chains'
import { describe, expect, test } from 'vitest'
import type { ChannelListener, PusherClient } from './createPusherClient.js'
import { followStoredTransakOrders } from './followStoredTransakOrders.js'

const stored = (orderId: string, operation: 'Buy' | 'Sell', status: Activity['status']) =>
  ({
    networkId: 'evm:31337',
    operation,
    txHash: '',
    explorerUrl: null,
    transaction: {
      hash: '',
      amount: '0.05',
      nonce: null,
      gasLimit: null,
      gasPrice: null,
      gasUsed: null,
      data: null,
      fee: null,
    },
    status,
    date: 1,
    address: { from: 'Transak', to: '0x1111111111111111111111111111111111111111' },
    customToken: null,
    order: {
      orderId,
      provider: 'transak',
      crypto: { amount: '0.05', currency: 'ETH' },
      fiat: { amount: '100', currency: 'USD', fee: '2.5' },
    },
  }) as Activity

describe('followStoredTransakOrders', () => {
  test('S-027, S-035: after a reload every stored Buy and Sell not final is followed again; a final one is not', () => {
    const listeners = new Map<string, ChannelListener>()
    const client: PusherClient = {
      subscribe(channel, listener) {
        listeners.set(channel, listener)
        return () => listeners.delete(channel)
      },
    }
    const log = [
      stored('sell-open', 'Sell', 'Approved'),
      stored('buy-open', 'Buy', 'Processing'),
      stored('buy-done', 'Buy', 'Success'),
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
    listeners.get('buy-open')?.('ORDER_COMPLETED', {
      id: 'buy-open',
      status: 'COMPLETED',
      isBuyOrSell: 'BUY',
      fiatCurrency: 'USD',
      cryptoCurrency: 'ETH',
      fiatAmount: 100,
      cryptoAmount: 0.05,
      totalFeeInFiat: 2.5,
    })
    expect(log[1]?.status).toBe('Success')
    expect([...listeners.keys()]).toEqual(['sell-open'])
    stop()
    expect(listeners.size).toBe(0)
  })
})
