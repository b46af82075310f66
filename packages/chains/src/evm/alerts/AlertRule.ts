import type { SecurityAlert } from '../../requests/SecurityAlert.js'
import type { AlertContext } from './AlertContext.js'
import type { AlertRequest } from './AlertRequest.js'

/**
 * One security check (issue #17), one per file: its name, and what it finds in a request; none
 * when the request is fine. A rule may read the chain through `context`, and may throw: the
 * runner then skips it (`evaluateAlerts`).
 */
export type AlertRule = {
  readonly name: string
  evaluate(
    request: AlertRequest,
    context: AlertContext,
  ): Promise<readonly SecurityAlert[]> | readonly SecurityAlert[]
}
