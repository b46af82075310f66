import { Button } from '../../design/Button/Button.js'
import { texts } from '../texts.js'

export type ApprovalActionsProps = {
  onReject: () => void
  onApprove: () => void
  /** SPEC §2 'Do this later': only on the requests route in full app mode. */
  onLater?: (() => void) | undefined
  isApproveDisabled?: boolean
}

/** Reject and Approve (SPEC §2), and 'Do this later' where it applies. */
export function ApprovalActions({
  onReject,
  onApprove,
  onLater,
  isApproveDisabled,
}: ApprovalActionsProps) {
  return (
    <div className="ts-approval__actions">
      <div className="ts-approval__buttons">
        <Button variant="secondary" isFullWidth onClick={onReject}>
          {texts.requests.reject}
        </Button>
        <Button isFullWidth onClick={onApprove} disabled={isApproveDisabled}>
          {texts.requests.approve}
        </Button>
      </div>
      {onLater && (
        <Button variant="link" onClick={onLater}>
          {texts.requests.doThisLater}
        </Button>
      )}
    </div>
  )
}
