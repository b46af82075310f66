import type { PendingRequest, RequestDescription } from '@tessera/engine'
import { useRef } from 'react'
import { useNetworkOf } from '../hooks/useNetworkOf.js'
import { ApprovalActions } from './ApprovalActions.js'
import { ApprovalHeader } from './ApprovalHeader.js'
import { carriesTransactions } from './carriesTransactions.js'
import { requestTitle } from './requestTitle.js'
import { SecurityAlerts } from './SecurityAlerts.js'
import { TransactionInsights } from './TransactionInsights.js'
import { feeValueOf } from './transaction/feeValueOf.js'
import { useFeeChoice } from './transaction/useFeeChoice.js'
import { useDecision } from './useDecision.js'
import { useSecurityAlerts } from './useSecurityAlerts.js'
import { SignRequestBody } from './views/SignRequestBody.js'

export type SignApprovalProps = {
  pending: PendingRequest
  appName: string
  canDoLater: boolean
}

type SignDescription = Exclude<RequestDescription, { kind: 'sendTransaction' }>

/**
 * The expanded generic signing approval of SPEC §2, for every kind but EVM transactions; a
 * request carrying transactions of another family, or a batch of EVM calls (EIP-5792), shows
 * their fee and predicted effect too; a batch has the gas panel, whose choice Approve sends.
 */
export function SignApproval({ pending, appName, canDoLater }: SignApprovalProps) {
  const decision = useDecision(pending)
  const alerts = useSecurityAlerts(pending)
  const approval = useRef<HTMLElement>(null)
  const description = pending.description as SignDescription
  const network = useNetworkOf('chain' in description ? description.chain.networkId : undefined)
  const feeValue = feeValueOf(description)
  const choice = useFeeChoice(pending, network, feeValue)
  return (
    <article className="ts-approval" aria-labelledby="ts-approval-title" ref={approval}>
      <ApprovalHeader
        level={2}
        headingId="ts-approval-title"
        title={requestTitle(description)}
        appName={appName}
        chainName={network.chainName}
      />
      <SecurityAlerts state={alerts} />
      <SignRequestBody description={description} appName={appName} />
      {carriesTransactions(description) && (
        <TransactionInsights
          pending={pending}
          network={network}
          level={3}
          choice={feeValue === undefined ? undefined : choice}
        />
      )}
      <ApprovalActions
        approval={approval}
        alerts={alerts}
        onReject={decision.reject}
        onApprove={() =>
          decision.approve(choice.approvalFee ? { fee: choice.approvalFee } : undefined)
        }
        onLater={canDoLater ? decision.skip : undefined}
        isApproveDisabled={!choice.canApprove}
      />
    </article>
  )
}
