import type { PendingRequest } from '@tessera/engine'
import { OpenInWindowButton } from './OpenInWindowButton.js'
import { SignApproval } from './SignApproval.js'
import { TransactionApproval } from './transaction/TransactionApproval.js'

export type ApprovalViewProps = { pending: PendingRequest; appName: string; canDoLater: boolean }

/**
 * SPEC §2: the transaction view for eth_sendTransaction, the generic signing view otherwise; and
 * 'Open in a window' (`/:appId/permission`).
 */
export function ApprovalView(props: ApprovalViewProps) {
  return (
    <>
      {props.pending.description.kind === 'sendTransaction' ? (
        <TransactionApproval key={props.pending.request.id} {...props} />
      ) : (
        <SignApproval key={props.pending.request.id} {...props} />
      )}
      <OpenInWindowButton pending={props.pending} />
    </>
  )
}
