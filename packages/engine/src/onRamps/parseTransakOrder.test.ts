import { describe, expect, test } from 'vitest'
import { testTransakOrderEvent } from '../testing/fakeRealtime.js'
import { parseTransakOrder } from './parseTransakOrder.js'

const order = {
  ...testTransakOrderEvent,
  id: 'f0e3c1d2-order',
  status: 'COMPLETED',
  transactionHash: `0x${'ab'.repeat(32)}`,
  transactionLink: `https://etherscan.io/tx/0x${'ab'.repeat(32)}`,
  walletAddress: '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4',
}

describe('parseTransakOrder', () => {
  test('#20 an order event is read with the fields the wallet follows', () => {
    const { walletAddress: _, ...read } = order
    expect(parseTransakOrder(order)).toEqual(read)
    expect(
      parseTransakOrder({
        ...order,
        status: 'PROCESSING',
        transactionHash: null,
        transactionLink: '',
      }),
    ).toMatchObject({ transactionHash: null, transactionLink: null })
  })

  test.each([
    ['an id over 128 characters', { id: 'x'.repeat(129) }],
    ['an empty id', { id: '' }],
    ['an unknown status', { status: 'SHIPPED' }],
    ['no isBuyOrSell', { isBuyOrSell: undefined }],
    ['a hash that is not 32 bytes of hex', { transactionHash: '0x1234' }],
    ['a negative amount', { fiatAmount: -1 }],
    ['an infinite amount', { cryptoAmount: Number.POSITIVE_INFINITY }],
    ['an amount as text', { totalFeeInFiat: '2.5' }],
    ['a currency over 128 characters', { cryptoCurrency: 'E'.repeat(129) }],
  ])('#20 an event with %s is dropped', (_, change) => {
    expect(parseTransakOrder({ ...order, ...change })).toBeUndefined()
  })

  test('#20 what is not an object is dropped', () => {
    expect(parseTransakOrder('COMPLETED')).toBeUndefined()
    expect(parseTransakOrder(null)).toBeUndefined()
  })
})
