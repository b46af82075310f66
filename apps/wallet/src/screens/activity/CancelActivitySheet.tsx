import { BottomSheet } from '../../design/BottomSheet/BottomSheet.js'
import { Button } from '../../design/Button/Button.js'
import { Notice } from '../../design/Notice/Notice.js'
import { texts } from '../texts.js'

export type CancelActivitySheetProps = {
  /** The coin the replacement sends nothing of. */
  readonly symbol: string
  /** The most the replacement can cost, formatted; undefined while it is estimated. */
  readonly fee: string | undefined
  /** Why the cancel cannot be sent or failed (SPEC §8 text); undefined when nothing failed. */
  readonly error: string | undefined
  readonly isSending: boolean
  readonly onConfirm: () => void
  /** Called once the sheet has collapsed. */
  readonly onClose: () => void
}

/**
 * Issue #20: the confirmation of a cancel: what the replacement does and the most its fee can be,
 * then 'Cancel transaction' (only once the fee is known) or 'Keep waiting'.
 */
export function CancelActivitySheet(props: CancelActivitySheetProps) {
  const { symbol, fee, error, isSending, onConfirm, onClose } = props
  return (
    <BottomSheet
      isOpen
      title={texts.activity.cancelTitle}
      closeLabel={texts.activity.cancelClose}
      onClose={onClose}
    >
      <div className="ts-cancelSheet">
        <p>{texts.activity.cancelExplained(symbol)}</p>
        <dl className="ts-details">
          <div className="ts-details__row">
            <dt>{texts.activity.cancelFee}</dt>
            <dd>
              {fee === undefined ? texts.activity.cancelQuoting : texts.activity.cancelFeeUpTo(fee)}
            </dd>
          </div>
        </dl>
        {error !== undefined && <Notice tone="danger">{error}</Notice>}
        <div className="ts-cancelSheet__actions">
          <Button variant="secondary" onClick={onClose}>
            {texts.activity.cancelKeep}
          </Button>
          <Button
            variant="danger"
            disabled={fee === undefined || isSending}
            aria-busy={isSending}
            onClick={onConfirm}
          >
            {isSending ? texts.activity.cancelSending : texts.activity.cancelConfirm}
          </Button>
        </div>
      </div>
    </BottomSheet>
  )
}
