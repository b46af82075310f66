import { type RefObject, useRef } from 'react'
import { Button } from '../../design/Button/Button.js'
import { texts } from '../texts.js'
import { useApprovalGate } from './visibility/useApprovalGate.js'

export type ApprovalActionsProps = {
  /**
   * The approval these buttons decide (its whole view): Approve works only once it has been
   * shown in full, unobscured, for a moment (issue #15 finding 6). Required, so no approving
   * view can leave it out.
   */
  approval: RefObject<HTMLElement | null>
  onReject: () => void
  onApprove: () => void
  /** SPEC §2 'Do this later': only on the requests route in full app mode. */
  onLater?: (() => void) | undefined
  isApproveDisabled?: boolean
}

/**
 * Reject and Approve (SPEC §2), and 'Do this later' where it applies. Reject always works;
 * Approve waits until the approval is fully visible (`useApprovalGate`): until then it is
 * `aria-disabled`, and a click only says why.
 */
export function ApprovalActions({
  approval,
  onReject,
  onApprove,
  onLater,
  isApproveDisabled,
}: ApprovalActionsProps) {
  const actions = useRef<HTMLDivElement>(null)
  const gate = useApprovalGate(approval, actions)
  return (
    <div className="ts-approval__actions" ref={actions}>
      <div className="ts-approval__buttons">
        <Button variant="secondary" isFullWidth onClick={onReject}>
          {texts.requests.reject}
        </Button>
        <Button
          isFullWidth
          onPointerDown={gate.onPointerDown}
          onClick={gate.guard(onApprove)}
          disabled={isApproveDisabled}
          aria-disabled={gate.isOpen ? undefined : true}
          aria-describedby={gate.isExplained ? 'ts-approval-gate' : undefined}
        >
          {texts.requests.approve}
        </Button>
      </div>
      {/* A live region from the start, so screen readers read the explanation when it comes. */}
      <p id="ts-approval-gate" aria-live="polite" className="ts-approval__gate">
        {gate.isExplained ? texts.requests.approveWhenVisible : ''}
      </p>
      {onLater && (
        <Button variant="link" onClick={onLater}>
          {texts.requests.doThisLater}
        </Button>
      )}
    </div>
  )
}
