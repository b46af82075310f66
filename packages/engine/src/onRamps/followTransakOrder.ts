import type { ActivityStatus } from '@tessera/chains'
import type { PusherClient } from './createPusherClient.js'
import { parseTransakOrder } from './parseTransakOrder.js'

/** The fields of Transak's order object (its realtime events' payload) the wallet reads. */
export type TransakOrder = {
  readonly id: string
  /** Transak's status code, e.g. `AWAITING_PAYMENT_FROM_USER`, `COMPLETED`. */
  readonly status: string
  readonly isBuyOrSell: 'BUY' | 'SELL'
  readonly fiatCurrency: string
  readonly cryptoCurrency: string
  readonly fiatAmount: number
  readonly cryptoAmount: number
  readonly totalFeeInFiat: number
  readonly transactionHash: string | null
  readonly transactionLink: string | null
}

/**
 * SPEC §4 'On-ramp order status mapped to activity status'. Transak's real code for Pending is
 * `PENDING_DELIVERY_FROM_TRANSAK` (the SPEC shortens it), and its on-hold variant stays Pending;
 * `PAYMENT_DONE_MARKED_BY_USER` is not in the SPEC and keeps the status before it.
 */
const activityStatusOf: Readonly<Record<string, ActivityStatus>> = {
  AWAITING_PAYMENT_FROM_USER: 'Unapproved',
  PROCESSING: 'Processing',
  PENDING_DELIVERY_FROM_TRANSAK: 'Pending',
  ON_HOLD_PENDING_DELIVERY_FROM_TRANSAK: 'Pending',
  COMPLETED: 'Success',
  CANCELLED: 'Cancelled',
  FAILED: 'Failed',
  REFUNDED: 'Refunded',
  EXPIRED: 'Expired',
}

/** SPEC §4: the statuses after which an order never changes; they end its subscription. */
export const finalTransakStatuses: ReadonlySet<string> = new Set([
  'COMPLETED',
  'CANCELLED',
  'FAILED',
  'REFUNDED',
  'EXPIRED',
])

/** The activity status of Transak status `status`; undefined when the activity keeps its own. */
export const transakActivityStatus = (status: string): ActivityStatus | undefined =>
  activityStatusOf[status]

/** The public channel of one order (what a Sell follows, SPEC §7). */
export const transakOrderChannel = (orderId: string) => orderId

/**
 * The public channel of the order the widget opened with `partnerOrderId` will create: a Buy is
 * followed from before Transak gives the order an id.
 */
export const transakPartnerOrderChannel = (apiKey: string, partnerOrderId: string) =>
  `${apiKey}_${partnerOrderId}`

export type FollowTransakOrderParameters = {
  readonly client: PusherClient
  readonly channel: string
  /** Each status event's order, in the order they came; the last one has a final status. */
  readonly onOrder: (order: TransakOrder) => void
}

/**
 * Follows one order on its realtime channel (SPEC §4, §7): Transak's `ORDER_*` events carry the
 * order, whose `status` says where it is (the event names are coarser). A final status ends the
 * subscription, and events after it are ignored. Returns the function that stops following.
 */
export function followTransakOrder(parameters: FollowTransakOrderParameters): () => void {
  let isDone = false
  const stop = parameters.client.subscribe(parameters.channel, (event, data) => {
    if (isDone || !event.startsWith('ORDER_')) return
    const order = parseTransakOrder(data)
    if (!order) return
    if (finalTransakStatuses.has(order.status)) {
      isDone = true
      stop()
    }
    parameters.onOrder(order)
  })
  return () => {
    isDone = true
    stop()
  }
}
