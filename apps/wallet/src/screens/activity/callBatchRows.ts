import type { Activity, CallBatch } from '@tessera/engine'

/**
 * One call of a batch as its Activity shows it (EIP-5792 wallet_showCallsStatus, issue #17):
 * sent, as its transaction's activity (Pending, Success or Failed); sent but missing from the
 * history (it could not be saved, W-136); waiting for the calls before it; or never sent, as the
 * batch stopped.
 */
export type CallBatchRow =
  | { readonly kind: 'sent'; readonly activity: Activity }
  | { readonly kind: 'unrecorded'; readonly hash: string }
  | { readonly kind: 'waiting' }
  | { readonly kind: 'notSent' }

/** The rows of each call of `batch`, in the batch's order, from its network's `activities`. */
export function callBatchRows(
  batch: CallBatch,
  activities: readonly Activity[],
): readonly CallBatchRow[] {
  return Array.from({ length: batch.callCount }, (_, index): CallBatchRow => {
    const hash = batch.hashes[index]
    if (hash === undefined) return { kind: batch.isComplete ? 'notSent' : 'waiting' }
    const activity = activities.find((candidate) => candidate.txHash === hash)
    return activity ? { kind: 'sent', activity } : { kind: 'unrecorded', hash }
  })
}
