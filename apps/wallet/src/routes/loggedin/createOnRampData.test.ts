import type { NetworkId, OnRampNetworks } from '@tessera/engine'
import { describe, expect, test } from 'vitest'
import { createOnRampData } from './createOnRampData.js'

const config = {
  apiUrl: 'https://api.transak.test',
  widgetUrl: 'https://global.transak.test/',
  apiKey: 'widget-key',
  secondOnRampUrl: 'https://onramp.test/buy/?appId=1',
}
const served: OnRampNetworks = {
  card: { buy: { 137: 'polygon' }, sell: { 137: 'polygon' } },
  second: { 137: { network: 'matic20', coinCode: 'pol' } },
}
const walletAddress = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4'

const dataWith = (parameters: {
  config?: typeof config
  networks?: OnRampNetworks
  followBuy?: (buy: { partnerOrderId: string; networkId: NetworkId }) => void
}) =>
  createOnRampData({
    config: parameters.config,
    networks: { subscribe: () => () => undefined, snapshot: () => parameters.networks },
    walletAddress,
    email: undefined,
    sellRedirectUrl: 'https://wallet.test/app/sell/transak',
    ...(parameters.followBuy ? { followBuy: parameters.followBuy } : {}),
  })

describe('createOnRampData', () => {
  test("default: the chosen provider's page for the chain, with the session's address", () => {
    const data = dataWith({ config, networks: served })
    const card = new URL(
      data.pageUrl({ kind: 'sell', provider: 'transak', chainId: 137, networkId: 'eip155:137' }),
    )
    expect(card.origin).toBe('https://global.transak.test')
    expect(card.searchParams.get('network')).toBe('polygon')
    expect(card.searchParams.get('partnerCustomerId')).toBe(walletAddress)
    expect(card.searchParams.has('email')).toBe(false)
    expect(
      data.pageUrl({ kind: 'buy', provider: 'onramp', chainId: 137, networkId: 'eip155:137' }),
    ).toBe(
      `https://onramp.test/buy/?appId=1&network=matic20&coinCode=pol&walletAddress=${walletAddress}`,
    )
  })

  test('error: a provider that does not serve the flow on the chain, or no config, has no page', () => {
    const data = dataWith({ config, networks: served })
    expect(() =>
      data.pageUrl({ kind: 'buy', provider: 'transak', chainId: 1, networkId: 'eip155:1' }),
    ).toThrow('transak does not serve buy on chain 1')
    expect(() =>
      data.pageUrl({ kind: 'sell', provider: 'onramp', chainId: 137, networkId: 'eip155:137' }),
    ).toThrow('onramp does not serve sell on chain 137')
    expect(() =>
      dataWith({ networks: served }).pageUrl({
        kind: 'buy',
        provider: 'transak',
        chainId: 137,
        networkId: 'eip155:137',
      }),
    ).toThrow()
    expect(() =>
      dataWith({ config }).pageUrl({
        kind: 'buy',
        provider: 'onramp',
        chainId: 137,
        networkId: 'eip155:137',
      }),
    ).toThrow()
  })

  test('#20: each card Buy opens with a new partnerOrderId and follows it on its network; Sell and the second on-ramp are not followed', () => {
    const followed: { partnerOrderId: string; networkId: NetworkId }[] = []
    const data = dataWith({ config, networks: served, followBuy: (buy) => followed.push(buy) })
    const open = (kind: 'buy' | 'sell', provider: 'transak' | 'onramp' = 'transak') =>
      new URL(data.pageUrl({ kind, provider, chainId: 137, networkId: 'eip155:137' }))
    const [first, second] = [open('buy'), open('buy')]
    open('sell')
    open('buy', 'onramp')
    expect(followed.map((buy) => buy.networkId)).toEqual(['eip155:137', 'eip155:137'])
    expect(first.searchParams.get('partnerOrderId')).toBe(followed[0]?.partnerOrderId)
    expect(second.searchParams.get('partnerOrderId')).toBe(followed[1]?.partnerOrderId)
    expect(followed[0]?.partnerOrderId).not.toBe(followed[1]?.partnerOrderId)
    expect(
      dataWith({ config, networks: served }).pageUrl({
        kind: 'buy',
        provider: 'transak',
        chainId: 137,
        networkId: 'eip155:137',
      }),
    ).not.toContain('partnerOrderId')
  })

  test('#20: a Buy whose following cannot start still opens its widget', () => {
    const data = dataWith({
      config,
      networks: served,
      followBuy: () => {
        throw new Error('WebSocket is not available')
      },
    })
    const card = new URL(
      data.pageUrl({ kind: 'buy', provider: 'transak', chainId: 137, networkId: 'eip155:137' }),
    )
    expect(card.origin).toBe('https://global.transak.test')
    expect(card.searchParams.get('partnerOrderId')).toMatch(/^[0-9a-f-]{36}$/)
  })
})
