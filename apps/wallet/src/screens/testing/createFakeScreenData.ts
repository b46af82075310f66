import type { AssetEntry, BalancePoller, CustomToken, SimulationResult } from '@tessera/engine'
import type { ScreenData } from '../WalletContext.js'
import { gasEstimate } from './fixtures.js'

export type FakeScreenDataParameters = {
  assets: readonly AssetEntry[]
  /** Units per USD (Coinbase `data.rates`), e.g. ETH 0.0005 = $2000. */
  rates: Readonly<Record<string, number>> | undefined
  simulation: SimulationResult
  isGasSponsored: boolean
  onRamps: { canBuy: boolean; canSell: boolean } | undefined
  /** The user's tokens on a chain (the fake engine's), listed after `assets` with 7 units each. */
  addedTokens: (chainId: number) => readonly CustomToken[]
}

export type FakeScreenData = ScreenData & {
  readonly calls: { refresh: number; openOnRamp: ('buy' | 'sell')[]; watchedChainIds: number[] }
}

/** ScreenData for screen tests: fixed balances (and the user's tokens), rates, a 21000-gas estimate, a fixed simulation. */
export function createFakeScreenData(parameters: FakeScreenDataParameters): FakeScreenData {
  const calls: FakeScreenData['calls'] = { refresh: 0, openOnRamp: [], watchedChainIds: [] }
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
    onRampSupport: () => parameters.onRamps,
    openOnRamp: (kind) => {
      calls.openOnRamp.push(kind)
    },
  }
}
