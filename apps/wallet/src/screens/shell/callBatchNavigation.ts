import { callBatchPath, paths } from '../paths.js'
import type { WidgetView } from './widgetView.js'

/** Where the wallet is when an app's wallet_showCallsStatus arrives. */
export type CallBatchNavigationInput = {
  readonly callBatchId: string
  /** Requests waiting for the user's approval. */
  readonly pendingCount: number
  readonly view: WidgetView
  readonly pathname: string
  /** The location's query (`?id=…` on the batch's route). */
  readonly search: string
}

/**
 * Whether and how the wallet opens a batch's status for wallet_showCallsStatus (EIP-5792,
 * issue #17): never while an approval waits or the compact approval is shown (approvals come
 * first, SPEC §4); nothing for the batch already on screen; otherwise the batch's route, replacing
 * the history entry when another batch is shown, so Back does not walk through them.
 */
export function callBatchNavigation(
  input: CallBatchNavigationInput,
): { readonly to: string; readonly replace: boolean } | null {
  if (input.pendingCount > 0 || input.view === 'compact') return null
  const isOnBatch = input.pathname === paths.callBatch
  if (isOnBatch && new URLSearchParams(input.search).get('id') === input.callBatchId) return null
  return { to: callBatchPath(input.callBatchId), replace: isOnBatch }
}
