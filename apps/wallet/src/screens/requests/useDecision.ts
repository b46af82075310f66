import type { ApprovalEdits, PendingRequest } from '@tessera/engine'
import { useToast } from '../../design/Toast/ToastProvider.js'
import { errorMessage } from '../errorMessage.js'
import { useWidgetDispatch } from '../shell/useWidgetDispatch.js'
import { useWalletContext } from '../WalletContext.js'

export type Decision = {
  approve(edits?: ApprovalEdits): void
  reject(): void
  /** SPEC §4 'Do this later': to the skipped list, decided later. */
  skip(): void
}

/**
 * The user's decision on exactly this request, by its id (STYLE §B3 invariant 1). An engine
 * refusal (W-106: edits it cannot take, the request stays pending; W-130: the request is gone)
 * is shown as a failure toast, with the wallet kept open so the toast is seen.
 */
export function useDecision(pending: PendingRequest): Decision {
  const { approvals } = useWalletContext().engine
  const showToast = useToast()
  const widget = useWidgetDispatch()
  const { id } = pending.request
  const guarded = (action: () => void) => () => {
    try {
      action()
    } catch (error) {
      showToast({ tone: 'error', message: errorMessage(error) })
      widget({ type: 'decisionFailed' })
    }
  }
  return {
    approve: (edits) => guarded(() => approvals.approve(id, edits))(),
    reject: guarded(() => approvals.reject(id)),
    skip: guarded(() => approvals.skip(id)),
  }
}
