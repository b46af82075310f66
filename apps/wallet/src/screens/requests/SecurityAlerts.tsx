import { Icon } from '../../design/Icon/Icon.js'
import { texts } from '../texts.js'
import type { SecurityAlertsState } from './useSecurityAlerts.js'
import './SecurityAlerts.css'

export type SecurityAlertsProps = { state: SecurityAlertsState }

/**
 * Issue #17: the request's security alerts at the top of its approval, dangers first, each with
 * its reason. A danger is announced (`role="alert"`); nothing shows while the rules run or when
 * they found nothing.
 */
export function SecurityAlerts({ state }: SecurityAlertsProps) {
  if (state.status === 'loading') return null
  if (state.status === 'failed') return <p className="ts-muted">{texts.securityAlerts.failed}</p>
  if (state.alerts.length === 0) return null
  return (
    <section aria-label={texts.securityAlerts.title}>
      <ul className="ts-alerts">
        {state.alerts.map((alert) => (
          <li key={`${alert.rule}:${alert.reason}`}>
            {/* On an inner box: a role on the li itself would take it out of the list. */}
            <div
              className={`ts-notice ts-notice--${alert.level === 'danger' ? 'danger' : 'warning'}`}
              role={alert.level === 'danger' ? 'alert' : undefined}
            >
              <Icon name="warning" size={18} />
              <p className="ts-notice__body">
                <strong>
                  {alert.level === 'danger'
                    ? texts.securityAlerts.danger
                    : texts.securityAlerts.caution}
                  :
                </strong>{' '}
                {alert.reason}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
