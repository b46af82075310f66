import { createTransakSells, type PusherClient, type WalletEngine } from '@tessera/engine'
import { listenToSellPages } from '../../messaging/listenToSellPages.js'
import { isOpenedPage } from '../../messaging/openedPages.js'
import { sellInitHandler } from './sellInitHandler.js'

export type StartSellFlowParameters = {
  /** The card on-ramp's realtime channel; absent, a Sell moves only by the sell page's messages. */
  readonly realtime: PusherClient | undefined
  /** The wallet's own origin, the sell page's. */
  readonly walletOrigin: string
  readonly engine: Pick<
    WalletEngine,
    'address' | 'activities' | 'networks' | 'tokens' | 'transfers'
  >
}

/**
 * The wallet frame's part of the card on-ramp Sell (issue #20, SPEC §4, §7): listens to the sell
 * pages it opened (`listenToSellPages`), records each order's Sell once and follows it
 * (`createTransakSells`), and sends an approved order's crypto with the Send screen's path
 * (`engine.transfers`, the Normal fee). An init for another address or another chain than the
 * selected one is refused with its reason, and so is an ERC-20 the chain does not confirm
 * (`sellInitHandler`: W-115, W-146, W-134). Returns the function that stops it (at logout).
 */
export function startSellFlow(parameters: StartSellFlowParameters): () => void {
  const { engine } = parameters
  const find = (orderId: string) =>
    engine.networks
      .list()
      .flatMap((network) => engine.activities.list(network.id))
      .find((activity) => activity.order?.orderId === orderId)
  const sells = createTransakSells({
    realtime: parameters.realtime,
    find,
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
  let stopped = false
  const stopListening = listenToSellPages({
    walletOrigin: parameters.walletOrigin,
    isOpenedPage,
    handlers: {
      init: sellInitHandler({ engine, sells, find, isStopped: () => stopped }),
      reject: sells.reject,
      account: () => ({
        address: engine.address,
        chainId: engine.networks.chainIdOf(engine.networks.selected().id),
      }),
      send: sells.approve,
      order: sells.order,
      failureMessage: engine.transfers.failureMessage,
    },
  })
  return () => {
    stopped = true
    stopListening()
    sells.stop()
  }
}
