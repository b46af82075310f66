import { useQuery } from '@tanstack/react-query'
import {
  type PendingRequest,
  type SecurityAlert,
  securityAlertsQueryOptions,
} from '@tessera/engine'
import { useWalletContext } from '../WalletContext.js'

/** A request's security alerts (issue #17): loading, what the rules found, or that they could not run. */
export type SecurityAlertsState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly alerts: readonly SecurityAlert[] }
  | { readonly status: 'failed' }

/** Evaluates the security alert rules on a pending request once (docs/wallet.md#security-alerts). */
export function useSecurityAlerts(pending: PendingRequest): SecurityAlertsState {
  const { engine } = useWalletContext()
  const { data, error } = useQuery(securityAlertsQueryOptions(engine, pending))
  if (data) return { status: 'ready', alerts: data }
  return error ? { status: 'failed' } : { status: 'loading' }
}

/** True when an alert is a danger: Approve then needs one more confirmation. */
export function hasDangerAlert(state: SecurityAlertsState): boolean {
  return state.status === 'ready' && state.alerts.some((alert) => alert.level === 'danger')
}
