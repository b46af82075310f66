import {
  createBalancePoller,
  createOnRampClient,
  createRatesClient,
  estimateTransactionGas,
  loadKnownTokens,
  mergeTokenLists,
  type NetworkConfig,
  type PendingRequest,
  readBalances,
  selectShownAssets,
  simulateTransaction,
  type WalletEngine,
} from '@tessera/engine'
import { type Address, createPublicClient, http, type PublicClient } from 'viem'
import type { OnRampConfig } from '../../config/loadWalletConfig.js'
import type { ScreenData } from '../../screens/WalletContext.js'
import { createOnRampData } from './createOnRampData.js'

export type CreateScreenDataParameters = {
  readonly address: Address
  readonly engine: WalletEngine
  readonly ratesUrl: string | undefined
  /** The gateway, read for the second on-ramp's coin config when one is configured. */
  readonly gatewayUrl: string
  readonly onRamp: OnRampConfig | undefined
  /** The login's e-mail, passed to the card on-ramp when there is one. */
  readonly email: string | undefined
  /** The wallet's sell page of this app, where the card on-ramp returns (SPEC §2). */
  readonly sellRedirectUrl: string
  readonly reportSilently: (error: unknown) => void
}

/**
 * The data sources of the logged-in screens (screens/WalletContext `ScreenData`), built from the
 * engine's balances, rates, tokens, gas, simulation and on-ramp modules for the session's
 * address. Without an on-ramp in the wallet config, Buy and Sell stay disabled with their reason.
 */
export function createScreenData(
  parameters: CreateScreenDataParameters,
): ScreenData & { stop(): void } {
  const { address, engine, reportSilently } = parameters
  const clients = new Map<string, PublicClient>()
  const clientOf = (network: NetworkConfig) => {
    const rpcUrl = network.rpcUrls[0]
    if (!rpcUrl) throw new Error(`chain ${network.chainId} has no RPC URL`)
    const key = `${network.chainId} ${rpcUrl}`
    const client = clients.get(key) ?? createPublicClient({ transport: http(rpcUrl) })
    clients.set(key, client)
    return client
  }
  const transactionOf = (pending: PendingRequest) => {
    const { description } = pending
    if (description.kind !== 'sendTransaction')
      throw new Error('only eth_sendTransaction has gas and effects')
    const network = engine.networks
      .list()
      .find((candidate) => candidate.chainId === description.chain.chainId)
    if (!network) throw new Error(`chain ${description.chain.chainId} is not in the list`)
    return {
      client: clientOf(network),
      transaction: {
        from: description.from,
        ...(description.to ? { to: description.to } : {}),
        value: description.value,
        ...(description.data ? { data: description.data } : {}),
        ...(description.gas === null ? {} : { gas: description.gas }),
      },
    }
  }
  const rates = createRatesClient({ baseUrl: parameters.ratesUrl })
  const { onRamp } = parameters
  const onRampNetworks = createOnRampClient({
    transakApiUrl: onRamp?.apiUrl,
    gatewayUrl: onRamp?.secondOnRampUrl === undefined ? undefined : parameters.gatewayUrl,
    onError: reportSilently,
  })

  return {
    watchBalances: (network) =>
      createBalancePoller({
        read: async () => {
          // SPEC §2, §3: the user's tokens (read on every poll, so a new one shows), then the
          // catalogue tokens the user holds.
          const added = engine.tokens.list(network.chainId)
          const assets = await readBalances({
            client: clientOf(network),
            owner: address,
            native: network.nativeCurrency,
            tokens: mergeTokenLists(added, await loadKnownTokens(network.chainId)),
          })
          return selectShownAssets(
            assets,
            added.map((token) => token.address),
          )
        },
        onError: reportSilently,
      }),
    rates,
    estimateGas: async (pending) => {
      const { client, transaction } = transactionOf(pending)
      return { estimate: await estimateTransactionGas({ client, transaction }), isSponsored: false }
    },
    simulate: async (pending) => simulateTransaction(transactionOf(pending)),
    onRamps: createOnRampData({
      config: onRamp,
      networks: onRampNetworks,
      walletAddress: address,
      email: parameters.email,
      sellRedirectUrl: parameters.sellRedirectUrl,
    }),
    stop: () => rates.stop(),
  }
}
