import type { Activity } from '@tessera/engine'
import { CancelActivitySheet } from './CancelActivitySheet.js'
import { useCancelActivity } from './useCancelActivity.js'

export type CancelActivityProps = {
  readonly activity: Activity
  /** Called once the sheet has collapsed, or the cancel was sent. */
  readonly onClose: () => void
}

/** Issue #20: the cancel confirmation of one Pending activity, with its fee and the send. */
export function CancelActivity({ activity, onClose }: CancelActivityProps) {
  const { symbol, fee, error, isSending, confirm } = useCancelActivity(activity, onClose)
  return (
    <CancelActivitySheet
      symbol={symbol}
      fee={fee}
      error={error}
      isSending={isSending}
      onConfirm={confirm}
      onClose={onClose}
    />
  )
}
