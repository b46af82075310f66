import type { PermissionRequestView } from '@tessera/protocol'
import { useRef } from 'react'
import { Notice } from '../../design/Notice/Notice.js'
import { ApprovalActions } from '../../screens/requests/ApprovalActions.js'
import { ApprovalHeader } from '../../screens/requests/ApprovalHeader.js'
import { SecurityAlerts } from '../../screens/requests/SecurityAlerts.js'
import type { SecurityAlertsState } from '../../screens/requests/useSecurityAlerts.js'
import { texts } from '../../screens/texts.js'
import { OpenedPage, type OpenedPageStep, type OpenedPageViewProps } from '../OpenedPage.js'
import { permissionTexts } from './permissionTexts.js'

/**
 * Where the permission page is (issue #20): asking the frame, refused (with the text why), showing
 * the waiting request (`busy` while the frame is asked to decide it, the last refusal's text), or
 * answered (here or in the frame).
 */
export type PermissionStep = OpenedPageStep<
  | {
      readonly step: 'shown'
      readonly view: PermissionRequestView
      readonly busy: boolean
      readonly error?: string | undefined
    }
  | { readonly step: 'answered' }
>

export type PermissionViewProps = OpenedPageViewProps<PermissionStep>

/**
 * The permission page (SPEC §2 `/:appId/permission`, PermissionRequest): the waiting request as
 * the frame tells it, with the approval's own header, security alerts and Reject / Proceed
 * the wallet's own page is the auth-verify origin), gated like every approval until it
 * is fully visible.
 */
export function PermissionView({ state, onApprove, onReject }: PermissionViewProps) {
  return (
    <OpenedPage state={state} loadingText={permissionTexts.loading}>
      {state.step === 'refused' && <PageTitle notice={state.error} />}
      {state.step === 'answered' && <PageTitle notice={permissionTexts.answered} />}
      {state.step === 'shown' && (
        <ShownRequest state={state} onApprove={onApprove} onReject={onReject} />
      )}
    </OpenedPage>
  )
}

function PageTitle({ notice }: { notice: string }) {
  return (
    <>
      <h1>{permissionTexts.title}</h1>
      <p role="status">{notice}</p>
    </>
  )
}

function ShownRequest({
  state,
  onApprove,
  onReject,
}: PermissionViewProps & { state: Extract<PermissionStep, { step: 'shown' }> }) {
  const approval = useRef<HTMLElement>(null)
  const { view } = state
  const alerts: SecurityAlertsState =
    view.alerts === null ? { status: 'failed' } : { status: 'ready', alerts: view.alerts }
  return (
    <article className="ts-approval" aria-labelledby="ts-permission-title" ref={approval}>
      <ApprovalHeader
        level={1}
        headingId="ts-permission-title"
        title={view.title}
        appName={view.appName}
        chainName={view.chainName}
      />
      <SecurityAlerts state={alerts} />
      <p className="ts-approval__permission">{texts.requests.permission(view.appName)}</p>
      <p className="ts-permission__summary">{view.summary}</p>
      {state.error && <Notice tone="danger">{state.error}</Notice>}
      <ApprovalActions
        approval={approval}
        alerts={alerts}
        onReject={onReject}
        onApprove={onApprove}
        isApproveDisabled={state.busy}
        approveLabel={texts.requests.proceed}
      />
    </article>
  )
}
