import type { ApprovalEdits, PendingRequest } from '@tessera/engine'
import { catalogue, WalletError } from '@tessera/errors'
import { useToast } from '../../design/Toast/ToastProvider.js'
import { useWalletContext } from '../WalletContext.js'

export type Decision = {
  approve(edits?: ApprovalEdits): void
  reject(): void
  /** SPEC §4 'Do this later': to the skipped list, decided later. */
  skip(): void
}

/**
 * The user's decision on exactly this request, by its id (STYLE §B3 invariant 1). An engine
 * refusal (W-130 for a request that is gone) is shown as a failure toast.
 */
export function useDecision(pending: PendingRequest): Decision {
  const { approvals } = useWalletContext().engine
  const showToast = useToast()
  const { id } = pending.request
  const guarded = (action: () => void) => () => {
    try {
      action()
    } catch (error) {
      const message = error instanceof WalletError ? error.shortMessage : catalogue['W-131'].message
      showToast({ tone: 'error', message })
    }
  }
  return {
    approve: (edits) => guarded(() => approvals.approve(id, edits))(),
    reject: guarded(() => approvals.reject(id)),
    skip: guarded(() => approvals.skip(id)),
  }
}
