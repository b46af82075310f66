import type { PendingRequest } from '@tessera/engine'
import { useRef } from 'react'
import { Spinner } from '../../../design/Spinner/Spinner.js'
import { texts } from '../../texts.js'
import { ApprovalActions } from '../ApprovalActions.js'
import { ApprovalHeader } from '../ApprovalHeader.js'
import { DetailList } from '../DetailList.js'
import { SecurityAlerts } from '../SecurityAlerts.js'
import { useDecision } from '../useDecision.js'
import { useSecurityAlerts } from '../useSecurityAlerts.js'
import { DataViewer } from './DataViewer.js'
import { GasPanel } from './GasPanel.js'
import { PredictedEffectView } from './PredictedEffect.js'
import { ShortfallNotice } from './ShortfallNotice.js'
import { useSimulation } from './useSimulation.js'
import { useTransactionModel } from './useTransactionModel.js'

export type TransactionApprovalProps = {
  pending: PendingRequest
  appName: string
  canDoLater: boolean
}

/**
 * The expanded eth_sendTransaction approval (SPEC §2): app and chain, From/To, Value with fiat,
 * Transaction Fee or Sponsored, data, gas panel, predicted effect, Reject/Approve/'Do this later';
 * its security alerts first (issue #17).
 */
export function TransactionApproval({ pending, appName, canDoLater }: TransactionApprovalProps) {
  const model = useTransactionModel(pending)
  const effect = useSimulation(pending)
  const alerts = useSecurityAlerts(pending)
  const decision = useDecision(pending)
  const approval = useRef<HTMLElement>(null)
  return (
    <article className="ts-approval" aria-labelledby="ts-approval-title" ref={approval}>
      <ApprovalHeader
        level={2}
        headingId="ts-approval-title"
        title={texts.transaction.title}
        appName={appName}
        chainName={model.chainName}
      />
      <SecurityAlerts state={alerts} />
      <DetailList
        rows={[
          { label: texts.transaction.from, value: model.from, isMono: true },
          { label: texts.transaction.to, value: model.to, isMono: true },
          { label: texts.transaction.value, value: model.value },
          {
            label: texts.transaction.fee,
            value: model.fee ?? <Spinner label={texts.transaction.gas} />,
          },
        ]}
      />
      <ShortfallNotice shortfall={model.shortfall} />
      <PredictedEffectView state={effect} nativeCurrency={model.nativeCurrency} level={3} />
      <section aria-labelledby="ts-data-title">
        <h3 id="ts-data-title" className="ts-section__title">
          {texts.transaction.data}
        </h3>
        <DataViewer data={model.description.data} />
      </section>
      {model.selection && <GasPanel selection={model.selection} feeText={model.fee ?? ''} />}
      <ApprovalActions
        approval={approval}
        alerts={alerts}
        onReject={decision.reject}
        onApprove={() =>
          decision.approve(model.approvalFee ? { fee: model.approvalFee } : undefined)
        }
        onLater={canDoLater ? decision.skip : undefined}
        isApproveDisabled={!model.canApprove}
      />
    </article>
  )
}
