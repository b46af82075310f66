import type { QueryObserverOptions } from '@tanstack/query-core'
import type { SecurityAlert } from '@tessera/chains'
import type { PendingRequest } from '../requests/PendingRequest.js'
import type { WalletEngine } from '../WalletEngine.js'

/** The security alerts of a request waiting for approval (issue #17), as a query. */
export function securityAlertsQueryOptions(engine: WalletEngine, pending: PendingRequest) {
  return {
    queryKey: [
      'tessera',
      'securityAlerts',
      engine.address,
      pending.request.id,
      pending.digest,
    ] as const,
    queryFn: () => engine.approvals.alerts(pending.request.id),
  } satisfies QueryObserverOptions<readonly SecurityAlert[]>
}
