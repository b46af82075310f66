import type { PendingRequest, RequestDescription } from '@tessera/engine'
import { useSelectedNetwork } from '../hooks/useNetworks.js'
import { ApprovalActions } from './ApprovalActions.js'
import { ApprovalHeader } from './ApprovalHeader.js'
import { requestTitle } from './requestTitle.js'
import { useDecision } from './useDecision.js'
import { SignRequestBody } from './views/SignRequestBody.js'

export type SignApprovalProps = {
  pending: PendingRequest
  appName: string
  canDoLater: boolean
}

type SignDescription = Exclude<RequestDescription, { kind: 'sendTransaction' }>

/** The expanded generic signing approval of SPEC §2, for every kind but transactions. */
export function SignApproval({ pending, appName, canDoLater }: SignApprovalProps) {
  const selected = useSelectedNetwork()
  const decision = useDecision(pending)
  const description = pending.description as SignDescription
  const chainName = 'chain' in description ? description.chain.chainName : selected.chainName
  return (
    <article className="ts-approval" aria-labelledby="ts-approval-title">
      <ApprovalHeader
        level={2}
        headingId="ts-approval-title"
        title={requestTitle(description)}
        appName={appName}
        chainName={chainName}
      />
      <SignRequestBody description={description} appName={appName} />
      <ApprovalActions
        onReject={decision.reject}
        onApprove={() => decision.approve()}
        onLater={canDoLater ? decision.skip : undefined}
      />
    </article>
  )
}
