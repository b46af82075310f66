import { createOnRampData } from '../../routes/loggedin/createOnRampData.js'
import type { ScreenData } from '../WalletContext.js'
import { walletAddress } from './fixtures.js'

export type FakeScreenDataParameters = {
  /** Units per USD (Coinbase `data.rates`), e.g. ETH 0.0005 = $2000. */
  rates: Readonly<Record<string, number>> | undefined
  onRamps: FakeOnRamps | undefined
}

/**
 * What the fake on-ramps serve on chains 1 and 31337: the card on-ramp for buying and for
 * selling, and with `hasSecondOnRamp` the second on-ramp on chain 1.
 */
export type FakeOnRamps = { canBuy: boolean; canSell: boolean; hasSecondOnRamp?: boolean }

/** The on-ramp config of the screen tests; its hosts are answered by the tests' routes. */
export const fakeOnRampConfig = {
  apiUrl: 'https://api-stg.transak.test',
  widgetUrl: 'https://global-stg.transak.test/',
  apiKey: 'harness-widget-key',
  secondOnRampUrl: 'https://onramp.test/main/buy/?appId=1',
} as const
export const fakeUserEmail = 'alice@example.com'
export const fakeSellRedirectUrl = 'https://wallet.test/demo-app/sell/transak'

const cardNetworks = { 1: 'ethereum', 31337: 'tessera_local' }

/**
 * ScreenData for screen tests: fixed rates and on-ramps. Chain data (balances, fees,
 * simulations) is the fake engine's, read through the engine's queries as the wallet does.
 */
export function createFakeScreenData(parameters: FakeScreenDataParameters): ScreenData {
  const { onRamps } = parameters
  const onRampNetworks = onRamps && {
    card: {
      buy: onRamps.canBuy ? cardNetworks : {},
      sell: onRamps.canSell ? cardNetworks : {},
    },
    second: onRamps.hasSecondOnRamp ? { 1: { network: 'erc20', coinCode: 'eth' } } : undefined,
  }
  return {
    rates: { subscribe: () => () => undefined, snapshot: () => parameters.rates },
    onRamps: createOnRampData({
      config: fakeOnRampConfig,
      networks: { subscribe: () => () => undefined, snapshot: () => onRampNetworks },
      walletAddress,
      email: fakeUserEmail,
      sellRedirectUrl: fakeSellRedirectUrl,
    }),
  }
}
