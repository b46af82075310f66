import type { OnRampNetworks } from '@tessera/engine'
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

const dataWith = (parameters: { config?: typeof config; networks?: OnRampNetworks }) =>
  createOnRampData({
    config: parameters.config,
    networks: { subscribe: () => () => undefined, snapshot: () => parameters.networks },
    walletAddress,
    email: undefined,
    sellRedirectUrl: 'https://wallet.test/app/sell/transak',
  })

describe('createOnRampData', () => {
  test("default: the chosen provider's page for the chain, with the session's address", () => {
    const data = dataWith({ config, networks: served })
    const card = new URL(data.pageUrl({ kind: 'sell', provider: 'transak', chainId: 137 }))
    expect(card.origin).toBe('https://global.transak.test')
    expect(card.searchParams.get('network')).toBe('polygon')
    expect(card.searchParams.get('partnerCustomerId')).toBe(walletAddress)
    expect(card.searchParams.has('email')).toBe(false)
    expect(data.pageUrl({ kind: 'buy', provider: 'onramp', chainId: 137 })).toBe(
      `https://onramp.test/buy/?appId=1&network=matic20&coinCode=pol&walletAddress=${walletAddress}`,
    )
  })

  test('error: a provider that does not serve the flow on the chain, or no config, has no page', () => {
    const data = dataWith({ config, networks: served })
    expect(() => data.pageUrl({ kind: 'buy', provider: 'transak', chainId: 1 })).toThrow(
      'transak does not serve buy on chain 1',
    )
    expect(() => data.pageUrl({ kind: 'sell', provider: 'onramp', chainId: 137 })).toThrow(
      'onramp does not serve sell on chain 137',
    )
    expect(() =>
      dataWith({ networks: served }).pageUrl({ kind: 'buy', provider: 'transak', chainId: 137 }),
    ).toThrow()
    expect(() =>
      dataWith({ config }).pageUrl({ kind: 'buy', provider: 'onramp', chainId: 137 }),
    ).toThrow()
  })
})
