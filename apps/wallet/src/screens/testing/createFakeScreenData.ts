import type { AssetEntry, BalancePoller, CustomToken, SimulationResult } from '@tessera/engine'
import { createOnRampData } from '../../routes/loggedin/createOnRampData.js'
import type { ScreenData } from '../WalletContext.js'
import { gasEstimate, walletAddress } from './fixtures.js'

export type FakeScreenDataParameters = {
  assets: readonly AssetEntry[]
  /** Units per USD (Coinbase `data.rates`), e.g. ETH 0.0005 = $2000. */
  rates: Readonly<Record<string, number>> | undefined
  simulation: SimulationResult
  isGasSponsored: boolean
  onRamps: FakeOnRamps | undefined
  /** The user's tokens on a chain (the fake engine's), listed after `assets` with 7 units each. */
  addedTokens: (chainId: number) => readonly CustomToken[]
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

export type FakeScreenData = ScreenData & {
  readonly calls: { refresh: number; watchedChainIds: number[] }
}

/** ScreenData for screen tests: fixed balances (and the user's tokens), rates, a 21000-gas estimate, a fixed simulation. */
export function createFakeScreenData(parameters: FakeScreenDataParameters): FakeScreenData {
  const calls: FakeScreenData['calls'] = { refresh: 0, watchedChainIds: [] }
  const { onRamps } = parameters
  const onRampNetworks = onRamps && {
    card: {
      buy: onRamps.canBuy ? cardNetworks : {},
      sell: onRamps.canSell ? cardNetworks : {},
    },
    second: onRamps.hasSecondOnRamp ? { 1: { network: 'erc20', coinCode: 'eth' } } : undefined,
  }
  return {
    calls,
    watchBalances(network): BalancePoller {
      calls.watchedChainIds.push(network.chainId)
      const added = parameters.addedTokens(network.chainId).map(
        (token): AssetEntry => ({
          ...token,
          name: token.name ?? token.symbol,
          balance: 7n * 10n ** BigInt(token.decimals),
        }),
      )
      const snapshot = { assets: [...parameters.assets, ...added], updatedAt: 1, isPolling: true }
      return {
        subscribe: () => () => undefined,
        snapshot: () => snapshot,
        refresh: async () => {
          calls.refresh += 1
        },
        stop: () => undefined,
      }
    },
    rates: { subscribe: () => () => undefined, snapshot: () => parameters.rates },
    estimateGas: async () => ({
      estimate: gasEstimate,
      isSponsored: parameters.isGasSponsored,
    }),
    simulate: async () => parameters.simulation,
    onRamps: createOnRampData({
      config: fakeOnRampConfig,
      networks: { subscribe: () => () => undefined, snapshot: () => onRampNetworks },
      walletAddress,
      email: fakeUserEmail,
      sellRedirectUrl: fakeSellRedirectUrl,
    }),
  }
}
