import type { AssetEntry, BalancePoller, SimulationResult } from '@tessera/engine'
import type { ScreenData } from '../WalletContext.js'
import { gasEstimate } from './fixtures.js'

export type FakeScreenDataParameters = {
  assets: readonly AssetEntry[]
  /** Units per USD (Coinbase `data.rates`), e.g. ETH 0.0005 = $2000. */
  rates: Readonly<Record<string, number>> | undefined
  simulation: SimulationResult
  isGasSponsored: boolean
  onRamps: { canBuy: boolean; canSell: boolean } | undefined
}

export type FakeScreenData = ScreenData & {
  readonly calls: { refresh: number; openOnRamp: ('buy' | 'sell')[]; watchedChainIds: number[] }
}

/** ScreenData for screen tests: fixed balances, rates, a 21000-gas estimate, a fixed simulation. */
export function createFakeScreenData(parameters: FakeScreenDataParameters): FakeScreenData {
  const calls: FakeScreenData['calls'] = { refresh: 0, openOnRamp: [], watchedChainIds: [] }
  const snapshot = { assets: parameters.assets, updatedAt: 1, isPolling: true }
  return {
    calls,
    watchBalances(network): BalancePoller {
      calls.watchedChainIds.push(network.chainId)
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
