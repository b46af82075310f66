import type { Activity } from '@tessera/chains'
import type { PusherClient } from './createPusherClient.js'
import { transakOrderChannel } from './followTransakOrder.js'
import { isFinalStatus, trackTransakOrder } from './trackTransakOrder.js'

export type FollowStoredTransakOrdersParameters = {
  readonly client: PusherClient
  /** The stored activities (every network's). */
  readonly activities: readonly Activity[]
  /** The order's activity as stored now. */
  readonly find: (orderId: string) => Activity | undefined
  /** Updates the activity of its order (`activities.recordOrder`). */
  readonly record: (activity: Activity) => void
}

/**
 * Follows again, once logged in (a reload included), every stored card on-ramp Buy and Sell whose
 * status is not final (issue #20, SPEC §4), on its order's channel (`trackTransakOrder`): their
 * statuses keep moving; nothing is sent for them (a Sell is sent only by the frame that recorded
 * it). Returns the function that stops following them all.
 */
export function followStoredTransakOrders(
  parameters: FollowStoredTransakOrdersParameters,
): () => void {
  const stops = parameters.activities.flatMap((activity) => {
    const { order, operation } = activity
    if (!order || (operation !== 'Buy' && operation !== 'Sell') || isFinalStatus(activity.status))
      return []
    return [
      trackTransakOrder({
        client: parameters.client,
        channel: transakOrderChannel(order.orderId),
        isBuyOrSell: operation === 'Buy' ? 'BUY' : 'SELL',
        recorded: () => parameters.find(order.orderId),
        record: parameters.record,
      }),
    ]
  })
  return () => {
    for (const stop of stops) stop()
  }
}
