import { describe, expect, test } from 'vitest'
import { transakWidgetUrl } from './transakWidgetUrl.js'

const base = {
  widgetUrl: 'https://global-stg.transak.com',
  apiKey: 'pk-test',
  walletAddress: '0x1234567890abcdef1234567890abcdef12345678',
  email: 'alice@example.com',
  network: 'polygon',
  themeColor: '#2750c9',
  redirectUrl: 'https://wallet.example/app1/sell/transak',
} as const

const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams)

describe('transakWidgetUrl', () => {
  test('default: O-003 buy carries apiKey, walletAddress, email, network and themeColor only', () => {
    const url = transakWidgetUrl({ ...base, kind: 'buy' })
    expect(url.startsWith('https://global-stg.transak.com/?')).toBe(true)
    expect(queryOf(url)).toEqual({
      apiKey: 'pk-test',
      walletAddress: base.walletAddress,
      email: 'alice@example.com',
      network: 'polygon',
      themeColor: '2750c9',
    })
  })

  test('args: O-004 sell adds productsAvailed, walletRedirection, redirectURL and partnerCustomerId', () => {
    expect(queryOf(transakWidgetUrl({ ...base, kind: 'sell' }))).toEqual({
      apiKey: 'pk-test',
      walletAddress: base.walletAddress,
      email: 'alice@example.com',
      network: 'polygon',
      themeColor: '2750c9',
      productsAvailed: 'SELL',
      walletRedirection: 'true',
      redirectURL: 'https://wallet.example/app1/sell/transak',
      partnerCustomerId: base.walletAddress,
    })
  })

  test('args: #20 a followed buy adds its partnerOrderId', () => {
    expect(
      queryOf(transakWidgetUrl({ ...base, kind: 'buy', partnerOrderId: 'p-1' })),
    ).toMatchObject({
      partnerOrderId: 'p-1',
    })
  })

  test('args: a login without e-mail leaves email out; values are URL-encoded', () => {
    const url = transakWidgetUrl({ ...base, kind: 'buy', email: undefined, network: 'a&b=c' })
    expect(queryOf(url)).not.toHaveProperty('email')
    expect(url).toContain('network=a%26b%3Dc')
  })
})
