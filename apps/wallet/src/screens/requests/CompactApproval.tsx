import type { PendingRequest } from '@tessera/engine'
import { useRef } from 'react'
import { Button } from '../../design/Button/Button.js'
import { useNetworkOf } from '../hooks/useNetworkOf.js'
import { texts } from '../texts.js'
import { useWalletContext } from '../WalletContext.js'
import { ApprovalActions } from './ApprovalActions.js'
import { ApprovalHeader } from './ApprovalHeader.js'
import { carriesTransactions } from './carriesTransactions.js'
import { DetailList } from './DetailList.js'
import { OpenInWindowButton } from './OpenInWindowButton.js'
import { requestTitle } from './requestTitle.js'
import { SecurityAlerts } from './SecurityAlerts.js'
import { summarizeRequest } from './summarizeRequest.js'
import { TransactionInsights } from './TransactionInsights.js'
import { feeValueOf } from './transaction/feeValueOf.js'
import { PredictedEffectView } from './transaction/PredictedEffect.js'
import { ShortfallNotice } from './transaction/ShortfallNotice.js'
import { useFeeChoice } from './transaction/useFeeChoice.js'
import { useSimulation } from './transaction/useSimulation.js'
import { useTransactionModel } from './transaction/useTransactionModel.js'
import { useDecision } from './useDecision.js'
import { useSecurityAlerts } from './useSecurityAlerts.js'
import { SendCallsBody } from './views/SendCallsBody.js'
import { SignInBody } from './views/SignInBody.js'

export type CompactApprovalProps = { pending: PendingRequest; onViewDetails: () => void }

/**
 * The compact approval of SPEC §2/§4: what the widget shows when a request opens it, with
 * Reject, Approve and View Details (the full view). Transactions use the Normal gas preset.
 * What matters is on it too (issue #17): the security alerts, a transaction's predicted effect
 * or why it would fail, a balance that cannot pay it, and the Sign in view of a SIWE message.
 * 'Open in a window' shows it in the permission popup (`/:appId/permission`) unless it is a
 * transaction (`isShownInWindow`).
 */
export function CompactApproval(props: CompactApprovalProps) {
  return (
    <>
      {props.pending.description.kind === 'sendTransaction' ? (
        <CompactTransaction key={props.pending.request.id} {...props} />
      ) : (
        <CompactSign key={props.pending.request.id} {...props} />
      )}
      <OpenInWindowButton pending={props.pending} />
    </>
  )
}

function CompactTransaction({ pending, onViewDetails }: CompactApprovalProps) {
  const { appName } = useWalletContext()
  const model = useTransactionModel(pending)
  const effect = useSimulation(pending)
  const decision = useDecision(pending)
  const alerts = useSecurityAlerts(pending)
  const approval = useRef<HTMLDivElement>(null)
  return (
    <div className="ts-compact" ref={approval}>
      <ApprovalHeader
        level={1}
        headingId="ts-compact-title"
        title={texts.transaction.title}
        appName={appName}
        chainName={model.chainName}
      />
      <SecurityAlerts state={alerts} />
      <DetailList
        rows={[
          { label: texts.transaction.to, value: model.to, isMono: true },
          { label: texts.transaction.value, value: model.value },
          { label: texts.transaction.fee, value: model.fee ?? '…' },
        ]}
      />
      <ShortfallNotice shortfall={model.shortfall} />
      <PredictedEffectView state={effect} nativeCurrency={model.nativeCurrency} level={2} />
      <Button variant="link" onClick={onViewDetails}>
        {texts.requests.viewDetails}
      </Button>
      <ApprovalActions
        approval={approval}
        alerts={alerts}
        onReject={decision.reject}
        onApprove={() =>
          decision.approve(model.approvalFee ? { fee: model.approvalFee } : undefined)
        }
        isApproveDisabled={!model.canApprove}
      />
    </div>
  )
}

function CompactSign({ pending, onViewDetails }: CompactApprovalProps) {
  const { appName } = useWalletContext()
  const decision = useDecision(pending)
  const alerts = useSecurityAlerts(pending)
  const { description } = pending
  const network = useNetworkOf('chain' in description ? description.chain.networkId : undefined)
  const feeValue = feeValueOf(description)
  const choice = useFeeChoice(pending, network, feeValue)
  const approval = useRef<HTMLDivElement>(null)
  return (
    <div className="ts-compact" ref={approval}>
      <ApprovalHeader
        level={1}
        headingId="ts-compact-title"
        title={requestTitle(description)}
        appName={appName}
        chainName={network.chainName}
      />
      <SecurityAlerts state={alerts} />
      <p className="ts-approval__permission">{texts.requests.permission(appName)}</p>
      {description.kind === 'signMessage' && description.siwe ? (
        <SignInBody description={description} siwe={description.siwe} isCompact />
      ) : description.kind === 'sendCalls' ? (
        // Every call of a batch, where it goes and what it sends: no summary stands for them.
        <SendCallsBody description={description} level={2} />
      ) : (
        <p className="ts-compact__summary">
          {summarizeRequest(description, network.nativeCurrency)}
        </p>
      )}
      {carriesTransactions(description) && (
        <TransactionInsights
          pending={pending}
          network={network}
          level={2}
          choice={feeValue === undefined ? undefined : choice}
        />
      )}
      <Button variant="link" onClick={onViewDetails}>
        {texts.requests.viewDetails}
      </Button>
      <ApprovalActions
        approval={approval}
        alerts={alerts}
        onReject={decision.reject}
        onApprove={() =>
          decision.approve(choice.approvalFee ? { fee: choice.approvalFee } : undefined)
        }
        isApproveDisabled={!choice.canApprove}
      />
    </div>
  )
}
