import type { SecurityAlert } from '../../requests/SecurityAlert.js'
import type { AlertRule } from './AlertRule.js'
import { readPermit } from './readPermit.js'

/** A permit valid for longer than this is far in the future (issue #17). */
export const farPermitDeadlineSeconds = 365n * 24n * 60n * 60n

/** A limit this far away is no limit in practice (about a century). */
const neverSeconds = 100n * farPermitDeadlineSeconds

/**
 * Issue #17: a permit (EIP-2612, DAI, Permit2 single or batch) for an unlimited amount, or one
 * valid more than a year from now.
 */
export const unlimitedPermit: AlertRule = {
  name: 'unlimitedPermit',
  evaluate(request, context) {
    const permit = readPermit(request)
    if (!permit) return []
    const alerts: SecurityAlert[] = permit.allowances
      .filter((allowance) => allowance.isUnlimited)
      .map((allowance) => ({
        rule: 'unlimitedPermit',
        level: 'caution',
        reason: `Unlimited permit: ${permit.spender} could spend all of your tokens of ${allowance.token ?? 'this token'}.`,
      }))
    const latest = permit.validUntil.reduce<bigint | null>(
      (far, until) => (far === null || until === null ? null : until > far ? until : far),
      0n,
    )
    if (latest === null || latest > context.nowSeconds + farPermitDeadlineSeconds)
      alerts.push({
        rule: 'unlimitedPermit',
        level: 'caution',
        reason: `This permit for ${permit.spender} ${validity(latest, context.nowSeconds)}.`,
      })
    return alerts
  },
}

function validity(until: bigint | null, nowSeconds: bigint): string {
  if (until === null || until > nowSeconds + neverSeconds) return 'never expires'
  const day = new Date(Number(until) * 1000).toISOString().slice(0, 10)
  return `stays valid until ${day}, more than a year from now`
}
