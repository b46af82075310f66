import type { Activity, ActivityStatus } from '@tessera/chains'
import type { PusherClient } from './createPusherClient.js'
import {
  followTransakOrder,
  type TransakOrder,
  transakActivityStatus,
} from './followTransakOrder.js'

export type TrackTransakOrderParameters = {
  readonly client: PusherClient
  /** The order's channel: its id (a Sell) or the partner-order channel (a Buy). */
  readonly channel: string
  /** Which orders of the channel count. */
  readonly isBuyOrSell: 'BUY' | 'SELL'
  /**
   * The order's activity as recorded now, given the event's order (a Buy's amounts follow it);
   * a Buy's is undefined before its first event.
   */
  readonly recorded: (order: TransakOrder) => Activity | undefined
  /** The first activity of an order not recorded yet; absent, events before one are ignored. */
  readonly create?: (order: TransakOrder) => Activity
  /** Adds the activity, or updates the one of its order. */
  readonly record: (activity: Activity) => void
}

/**
 * Follows a card on-ramp order into its Buy or Sell activity (issue #20, SPEC §4): each status
 * event sets the activity's status (S-027…S-034; a status the SPEC does not name keeps the one
 * before) and the transaction hash and link the order carries; the final status ends the
 * subscription (S-035). Returns the function that stops following.
 */
export function trackTransakOrder(parameters: TrackTransakOrderParameters): () => void {
  return followTransakOrder({
    client: parameters.client,
    channel: parameters.channel,
    onOrder(order) {
      if (order.isBuyOrSell !== parameters.isBuyOrSell) return
      const activity = parameters.recorded(order) ?? parameters.create?.(order)
      if (activity) parameters.record(withTransakOrder(activity, order))
    },
  })
}

const finalStatuses: readonly ActivityStatus[] = [
  'Success',
  'Failed',
  'Cancelled',
  'Refunded',
  'Expired',
  'Rejected',
]
/** True for an activity status no order event changes any more (SPEC §4). */
export const isFinalStatus = (status: ActivityStatus): boolean => finalStatuses.includes(status)

/** The order of the statuses an order moves through before its final one (never moved back). */
const progress: Partial<Record<ActivityStatus, number>> = {
  Unapproved: 0,
  Approved: 1,
  Processing: 2,
  Pending: 3,
}

/**
 * `activity` after its order's event: its status, never moved back (a late AWAITING_PAYMENT after
 * Approved) nor off a final one, and the order's hash and explorer link unless the activity has
 * its own hash already (the one the frame sent a Sell with stays).
 */
export function withTransakOrder(activity: Activity, order: TransakOrder): Activity {
  const hash = activity.txHash || order.transactionHash || ''
  const isSameHash = order.transactionHash === null || order.transactionHash === hash
  const next = transakActivityStatus(order.status) ?? activity.status
  const before = progress[activity.status]
  const after = progress[next]
  const isBack = before !== undefined && after !== undefined && after < before
  return {
    ...activity,
    txHash: hash,
    explorerUrl: (isSameHash ? order.transactionLink : null) ?? activity.explorerUrl,
    transaction: { ...activity.transaction, hash },
    status: isBack || isFinalStatus(activity.status) ? activity.status : next,
  }
}
