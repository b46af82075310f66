import type { Activity, NetworkId } from '@tessera/chains'
import type { PusherClient } from './createPusherClient.js'
import {
  followTransakOrder,
  type TransakOrder,
  transakActivityStatus,
  transakPartnerOrderChannel,
} from './followTransakOrder.js'

export type TrackTransakBuyParameters = {
  readonly client: PusherClient
  /** The partner's widget key, part of the partner-order channel's name. */
  readonly apiKey: string
  /** The id the widget was opened with (`partnerOrderId`), one per Buy. */
  readonly partnerOrderId: string
  /** The network the user bought on (the wallet's at the time). */
  readonly networkId: NetworkId
  readonly walletAddress: string
  /** Adds the Buy activity, or updates it when its order is already recorded. */
  readonly record: (activity: Activity) => void
  readonly now?: () => number
}

/**
 * Follows the order a Buy's widget creates (issue #20: Buy orders tracked as Sell orders are):
 * on the partner-order channel, from its first event on, the order is recorded as a Buy activity
 * whose status follows the order's (SPEC §4); the final status ends the subscription. Returns the
 * function that stops following (at logout).
 */
export function trackTransakBuy(parameters: TrackTransakBuyParameters): () => void {
  const now = parameters.now ?? Date.now
  let recorded: Activity | undefined
  return followTransakOrder({
    client: parameters.client,
    channel: transakPartnerOrderChannel(parameters.apiKey, parameters.partnerOrderId),
    onOrder(order) {
      if (order.isBuyOrSell !== 'BUY') return
      recorded = buyActivity(order, recorded, {
        networkId: parameters.networkId,
        walletAddress: parameters.walletAddress,
        date: recorded?.date ?? now(),
      })
      parameters.record(recorded)
    },
  })
}

function buyActivity(
  order: TransakOrder,
  previous: Activity | undefined,
  context: { networkId: NetworkId; walletAddress: string; date: number },
): Activity {
  const hash = order.transactionHash ?? ''
  return {
    networkId: context.networkId,
    operation: 'Buy',
    txHash: hash,
    explorerUrl: order.transactionLink,
    transaction: {
      hash,
      amount: String(order.cryptoAmount),
      nonce: null,
      gasLimit: null,
      gasPrice: null,
      gasUsed: null,
      data: null,
      fee: null,
    },
    status: transakActivityStatus(order.status) ?? previous?.status ?? 'Unapproved',
    date: context.date,
    address: { from: 'Transak', to: context.walletAddress },
    customToken: null,
    order: {
      orderId: order.id,
      provider: 'transak',
      crypto: { amount: String(order.cryptoAmount), currency: order.cryptoCurrency },
      fiat: {
        amount: String(order.fiatAmount),
        currency: order.fiatCurrency,
        fee: String(order.totalFeeInFiat),
      },
    },
  }
}
