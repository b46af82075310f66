/** How serious an alert is: `danger` makes Approve wait for one more confirmation (issue #17). */
export type SecurityAlertLevel = 'caution' | 'danger'

/**
 * A risk found in a request before the user approves it, by a local rule (no outside service):
 * the rule's name, its level, and why, in plain words naming the spender or the amount.
 */
export type SecurityAlert = {
  readonly rule: string
  readonly level: SecurityAlertLevel
  readonly reason: string
}
