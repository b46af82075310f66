import {
  type Activity,
  alreadyMined,
  type CancelQuote,
  type ChainAdapter,
  type FamilyContext,
  notCancellable,
} from '@tessera/chains'
import { activityKey, isMined } from './transactionKey.js'

/**
 * Issue #20, SPEC §4 'Cancelled': the user's cancel of a Pending transaction this wallet sent,
 * from the Activity screen only (no host method reaches it).
 */
export type ActivityCancelActions = {
  /**
   * Whether the user may cancel it: the family can, the log holds it as a Pending transaction
   * sent from this address on the selected network, and no Cancel of it is pending or being
   * sent already.
   */
  canCancel(activity: Activity): boolean
  /** The replacement and the most it can cost, for the confirmation; `invalid_params` if mined. */
  quoteCancel(activity: Activity): Promise<CancelQuote>
  /** Sends the quoted replacement, recorded as a Pending Cancel; its transaction id. */
  cancel(quote: CancelQuote): Promise<string>
}

/** The cancel actions of an engine over its activity log (`list` gives a network's activities). */
export function createActivityCancels(
  adapter: ChainAdapter,
  context: FamilyContext,
  list: (networkId: Activity['networkId']) => readonly Activity[],
): ActivityCancelActions {
  // The originals whose cancel is being sent: a second one would race the first for the nonce.
  const sending = new Set<string>()
  // As the log holds it now: what the screen passed may be older (mined since, or not the log's).
  const listed = (activity: Activity) =>
    list(activity.networkId).find((entry) => entry.txHash === activity.txHash)
  const canCancel = (shown: Activity) => {
    const activity = listed(shown)
    return (
      activity !== undefined &&
      adapter.cancels !== undefined &&
      activity.status === 'Pending' &&
      activity.order === undefined &&
      activity.operation !== 'Cancel' &&
      activity.networkId === context.networks.selected().id &&
      !sending.has(activityKey(activity)) &&
      adapter.isSameAddress(activity.address.from, context.address) &&
      !list(activity.networkId).some(
        (entry) => entry.cancels === activity.txHash && entry.status === 'Pending',
      )
    )
  }
  const cancels = (activity: Activity) => {
    if (isMined(listed(activity)?.status)) throw alreadyMined()
    if (!adapter.cancels || !canCancel(activity)) throw notCancellable()
    return adapter.cancels
  }
  return {
    canCancel,
    quoteCancel: async (activity) => cancels(activity).quote(context, activity),
    cancel: async (quote) => {
      const family = cancels(quote.activity)
      const key = activityKey(quote.activity)
      sending.add(key)
      try {
        return await family.send(context, quote)
      } finally {
        sending.delete(key)
      }
    },
  }
}
