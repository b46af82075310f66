import { type RefObject, useId, useRef, useState } from 'react'
import { Button } from '../../design/Button/Button.js'
import { texts } from '../texts.js'
import { hasDangerAlert, type SecurityAlertsState } from './useSecurityAlerts.js'
import { useApprovalGate } from './visibility/useApprovalGate.js'

export type ApprovalActionsProps = {
  /**
   * The approval these buttons decide (its whole view): Approve works only once it has been
   * shown in full, unobscured, for a moment (issue #15 finding 6). Required, so no approving
   * view can leave it out.
   */
  approval: RefObject<HTMLElement | null>
  /**
   * The request's security alerts (issue #17): Approve waits while they load, and a danger
   * makes it wait for 'I understand the risk' too. Required, so no approving view can leave
   * it out.
   */
  alerts: SecurityAlertsState
  onReject: () => void
  onApprove: () => void
  /** SPEC §2 'Do this later': only on the requests route in full app mode. */
  onLater?: (() => void) | undefined
  isApproveDisabled?: boolean
  /**
   * SPEC §2 Q-013: 'Proceed' where the request is decided on the wallet's own permission page
   * (the auth-verify origin, docs/security.md); 'Approve' elsewhere.
   */
  approveLabel?: string
}

/**
 * Reject and Approve (SPEC §2), and 'Do this later' where it applies. Reject always works;
 * Approve waits until the approval is fully visible (`useApprovalGate`): until then it is
 * `aria-disabled`, and a click only says why. It also waits for the security alerts, and for
 * the user's confirmation of a danger among them.
 */
export function ApprovalActions({
  approval,
  alerts,
  onReject,
  onApprove,
  onLater,
  isApproveDisabled,
  approveLabel = texts.requests.approve,
}: ApprovalActionsProps) {
  const actions = useRef<HTMLDivElement>(null)
  const gate = useApprovalGate(approval, actions)
  const riskId = useId()
  const [isRiskAccepted, setRiskAccepted] = useState(false)
  const mustAcceptRisk = hasDangerAlert(alerts)
  const isRiskOpen = alerts.status !== 'loading' && (!mustAcceptRisk || isRiskAccepted)
  return (
    <div className="ts-approval__actions" ref={actions}>
      {mustAcceptRisk && (
        <div className="ts-alerts__confirm">
          <input
            id={riskId}
            type="checkbox"
            checked={isRiskAccepted}
            onChange={(event) => setRiskAccepted(event.target.checked)}
          />
          <label htmlFor={riskId}>{texts.securityAlerts.confirmRisk}</label>
        </div>
      )}
      <div className="ts-approval__buttons">
        <Button variant="secondary" isFullWidth onClick={onReject}>
          {texts.requests.reject}
        </Button>
        <Button
          isFullWidth
          onPointerDown={gate.onPointerDown}
          onClick={gate.guard(onApprove)}
          disabled={isApproveDisabled === true || !isRiskOpen}
          aria-disabled={gate.isOpen ? undefined : true}
          aria-describedby={gate.isExplained ? 'ts-approval-gate' : undefined}
        >
          {approveLabel}
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
