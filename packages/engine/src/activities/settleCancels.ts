import type { Activity } from '@tessera/chains'
import { activityKey, isMined, transactionKey } from './transactionKey.js'

/** Mined, and not a Cancel failed by settling (that one was never mined). */
const tookNonce = (activity: Activity) =>
  isMined(activity.status) && activity.failureReason === undefined

/**
 * Issue #20, SPEC §4: a Cancel and the transaction it replaces share a nonce, so only one of them
 * (the original or one of its Cancels) is ever mined, and the network never tells of the others.
 * Once a Cancel is mined, the original still Pending is Cancelled and its other Cancels still
 * Pending are Failed (`otherCancelMined`); once the original is mined first, its Cancels still
 * Pending are Failed (`minedBeforeCancel`). Everything else is returned as it is (the same array
 * when nothing moves).
 */
export function settleCancels(activities: readonly Activity[]): readonly Activity[] {
  const cancels = activities.filter((activity) => activity.cancels !== undefined)
  if (cancels.length === 0) return activities
  const originalKeyOf = (cancel: Activity) => transactionKey(cancel.networkId, cancel.cancels ?? '')
  // Per original: the transaction of its nonce that was mined, if any.
  const minedOf = new Map<string, Activity>()
  for (const activity of activities) {
    if (tookNonce(activity)) {
      const key = activity.cancels === undefined ? activityKey(activity) : originalKeyOf(activity)
      minedOf.set(key, activity)
    }
  }
  let isChanged = false
  const settled = activities.map((activity): Activity => {
    if (activity.status !== 'Pending') return activity
    const mined = minedOf.get(
      activity.cancels === undefined ? activityKey(activity) : originalKeyOf(activity),
    )
    if (mined === undefined || mined === activity) return activity
    isChanged = true
    if (activity.cancels === undefined)
      return { ...activity, status: 'Cancelled', isAwaitingDetails: false }
    return {
      ...activity,
      status: 'Failed',
      failureReason: mined.cancels === undefined ? 'minedBeforeCancel' : 'otherCancelMined',
      isAwaitingDetails: false,
    }
  })
  return isChanged ? settled : activities
}
