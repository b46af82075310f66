import type { Activity, NetworkId } from '@tessera/chains'
import type { PusherClient } from './createPusherClient.js'
import { type TransakOrder, transakPartnerOrderChannel } from './followTransakOrder.js'
import { orderTransaction } from './orderTransaction.js'
import { trackTransakOrder } from './trackTransakOrder.js'

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
 * Follows the order a Buy's widget creates (issue #20: Buy orders tracked as Sell orders are,
 * `trackTransakOrder`): on the partner-order channel, from its first event on, the order is
 * recorded as a Buy activity whose status follows the order's (SPEC §4); the final status ends
 * the subscription. Returns the function that stops following (at logout).
 */
export function trackTransakBuy(parameters: TrackTransakBuyParameters): () => void {
  const now = parameters.now ?? Date.now
  let recorded: Activity | undefined
  return trackTransakOrder({
    client: parameters.client,
    channel: transakPartnerOrderChannel(parameters.apiKey, parameters.partnerOrderId),
    isBuyOrSell: 'BUY',
    recorded: (order) => recorded && withBuyAmounts(recorded, order),
    create: (order) => buyActivity(order, parameters.networkId, parameters.walletAddress, now()),
    record(activity) {
      recorded = activity
      parameters.record(activity)
    },
  })
}

/** A Buy with the amounts of its order's latest event (the completed crypto amount shows). */
function withBuyAmounts(activity: Activity, order: TransakOrder): Activity {
  const { transaction, order: details } = buyActivity(order, activity.networkId, '', 0)
  return {
    ...activity,
    transaction: { ...activity.transaction, amount: transaction.amount },
    ...(details ? { order: details } : {}),
  }
}

function buyActivity(
  order: TransakOrder,
  networkId: NetworkId,
  walletAddress: string,
  date: number,
): Activity {
  return {
    networkId,
    operation: 'Buy',
    txHash: '',
    explorerUrl: null,
    transaction: orderTransaction(String(order.cryptoAmount)),
    status: 'Unapproved',
    date,
    address: { from: 'Transak', to: walletAddress },
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
