import { createTransakSells, type PusherClient, type WalletEngine } from '@tessera/engine'
import { listenToSellPages } from '../../messaging/listenToSellPages.js'
import { isOpenedPage } from '../../messaging/openedPages.js'

export type StartSellFlowParameters = {
  /** The card on-ramp's realtime channel; absent, a Sell moves only by the sell page's messages. */
  readonly realtime: PusherClient | undefined
  /** The wallet's own origin, the sell page's. */
  readonly walletOrigin: string
  readonly engine: Pick<WalletEngine, 'address' | 'activities' | 'networks' | 'transfers'>
}

/**
 * The wallet frame's part of the card on-ramp Sell (issue #20, SPEC §4, §7): listens to the sell
 * pages it opened (`listenToSellPages`), records each order's Sell once and follows it
 * (`createTransakSells`), and sends an approved order's crypto with the Send screen's path
 * (`engine.transfers`, the Normal fee). An init for another address or another chain than the
 * selected one is refused with its reason. Returns the function that stops it (at logout).
 */
export function startSellFlow(parameters: StartSellFlowParameters): () => void {
  const { engine } = parameters
  const sells = createTransakSells({
    realtime: parameters.realtime,
    find: (orderId) =>
      engine.networks
        .list()
        .flatMap((network) => engine.activities.list(network.id))
        .find((activity) => activity.order?.orderId === orderId),
    record: engine.activities.recordOrder,
    chainIdOf: (networkId) => engine.networks.chainIdOf(networkId),
    quoteFee: async (transfer) => {
      const [normal] = (await engine.transfers.quote(transfer)).options
      if (!normal) throw new Error('no fee to send with')
      return normal.choice
    },
    sendTransfer: (transfer, fee) => engine.transfers.send({ transfer, fee }),
    // The Send the transfer recorded links its transaction.
    explorerUrlOf: (networkId, hash) =>
      engine.activities.list(networkId).find((activity) => activity.txHash === hash)?.explorerUrl ??
      null,
  })
  const account = () => {
    const network = engine.networks.selected()
    return { address: engine.address, chainId: engine.networks.chainIdOf(network.id), network }
  }
  const stopListening = listenToSellPages({
    walletOrigin: parameters.walletOrigin,
    isOpenedPage,
    handlers: {
      init(sell) {
        const { address, chainId, network } = account()
        if (sell.partnerCustomerId.toLowerCase() !== address.toLowerCase())
          return { error: 'This order is not for the wallet you are logged in with.' }
        if (sell.chainId !== chainId)
          return { error: 'Switch the wallet to the network of this order, then open it again.' }
        return sells.init({
          orderId: sell.orderId,
          networkId: network.id,
          from: address,
          depositAddress: sell.walletAddress,
          cryptoAmount: sell.cryptoAmount,
          cryptoCurrency: sell.cryptoCurrency,
          contractAddress: sell.contractAddress,
          decimals: sell.tokenDecimals,
          logo: sell.tokenLogo,
          fiat: { amount: sell.fiatAmount, currency: sell.fiatCurrency, fee: sell.totalFeeInFiat },
        })
      },
      reject: sells.reject,
      account: () => {
        const { address, chainId } = account()
        return { address, chainId }
      },
      send: sells.approve,
      order: sells.order,
      failureMessage: engine.transfers.failureMessage,
    },
  })
  return () => {
    stopListening()
    sells.stop()
  }
}
