import { describe, expect, test } from 'vitest'
import { sellRedirectQuery, type TransakOrder } from './transakOrders.js'

const order: TransakOrder = {
  id: 'order-1',
  status: 'AWAITING_PAYMENT_FROM_USER',
  isBuyOrSell: 'SELL',
  fiatCurrency: 'USD',
  cryptoCurrency: 'ETH',
  fiatAmount: 100,
  cryptoAmount: 1e-7,
  totalFeeInFiat: 2.5,
  network: 'tessera_local',
  walletAddress: '0x5e11000000000000000000000000000000de9051',
  partnerCustomerId: null,
  partnerOrderId: null,
  transactionHash: null,
  transactionLink: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}

describe('sellRedirectQuery', () => {
  test('R-012: amounts are plain decimals the sell page reads (never 1e-7)', () => {
    const query = new URLSearchParams(sellRedirectQuery(order))
    expect(query.get('cryptoAmount')).toBe('0.0000001')
    expect(query.get('fiatAmount')).toBe('100')
    expect(query.get('totalFeeInFiat')).toBe('2.5')
  })
})
