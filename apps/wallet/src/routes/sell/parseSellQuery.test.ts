import { describe, expect, test } from 'vitest'
import { parseSellQuery } from './parseSellQuery.js'

const seller = '0x1111111111111111111111111111111111111111'
const deposit = '0x5e11000000000000000000000000000000de9051'
const query = {
  orderId: '0c142cab-1f2e-4b1a-9d4e-000000000001',
  fiatCurrency: 'USD',
  cryptoCurrency: 'ETH',
  fiatAmount: '100',
  cryptoAmount: '0.05',
  isBuyOrSell: 'SELL',
  status: 'AWAITING_PAYMENT_FROM_USER',
  walletAddress: deposit,
  totalFeeInFiat: '2.5',
  partnerCustomerId: seller,
  partnerOrderId: '',
  network: 'tessera_local',
}
const read = {
  orderId: query.orderId,
  network: 'tessera_local',
  cryptoCurrency: 'ETH',
  cryptoAmount: '0.05',
  walletAddress: deposit,
  partnerCustomerId: seller,
  fiatAmount: '100',
  fiatCurrency: 'USD',
  totalFeeInFiat: '2.5',
  status: 'AWAITING_PAYMENT_FROM_USER',
}

const parse = (fields: Record<string, string>) => parseSellQuery(new URLSearchParams(fields))

describe('parseSellQuery', () => {
  test('R-012: the §4c query of a sell order is read field by field', () => {
    expect(parse(query)).toEqual(read)
  })

  test('R-012: surrounding quotes (%22…%22, as Transak writes them) are stripped; totalFee stands in for totalFeeInFiat', () => {
    const { totalFeeInFiat, ...rest } = query
    const quoted = Object.fromEntries(
      Object.entries(rest).map(([name, value]) => [name, `"${value}"`]),
    )
    expect(parse({ ...quoted, totalFee: '"2.5"' })).toEqual(read)
    expect(totalFeeInFiat).toBe('2.5')
  })

  test.each([
    ['orderId', { orderId: undefined }, 'orderId must be an order id'],
    ['a BUY', { isBuyOrSell: 'BUY' }, 'isBuyOrSell must be SELL'],
    ['an amount of 0', { cryptoAmount: '0' }, 'cryptoAmount must be a positive amount'],
    ['a negative amount', { cryptoAmount: '-1' }, 'cryptoAmount must be a positive amount'],
    [
      'a deposit address that is none',
      { walletAddress: '0x12' },
      'walletAddress must be an address',
    ],
    ['a seller that is none', { partnerCustomerId: 'me' }, 'partnerCustomerId must be an address'],
    ['a paid order', { status: 'COMPLETED' }, 'status must be AWAITING_PAYMENT_FROM_USER'],
    ['no fee', { totalFeeInFiat: undefined }, 'totalFeeInFiat must be an amount'],
    ['a script as currency', { fiatCurrency: '<b>' }, 'fiatCurrency must be a currency code'],
    // The message schema's limits (sellQueryFields): what the frame would drop is refused here.
    [
      'an amount longer than a message carries',
      { cryptoAmount: `1${'0'.repeat(64)}` },
      'cryptoAmount must be a positive amount',
    ],
    ['an order id too long', { orderId: 'o'.repeat(129) }, 'orderId must be an order id'],
  ])('error: %s is W-141 naming the field', (_, change, details) => {
    const fields = Object.fromEntries(
      Object.entries({ ...query, ...change }).filter(([, value]) => value !== undefined),
    ) as Record<string, string>
    expect(() => parse(fields)).toThrow(details)
    expect(() => parse(fields)).toThrow(expect.objectContaining({ code: 'W-141' }))
  })

  test('error: a field given twice is refused', () => {
    const twice = new URLSearchParams(query)
    twice.append('cryptoAmount', '5')
    expect(() => parseSellQuery(twice)).toThrow('cryptoAmount is given twice')
  })
})
