import type { AlertRule } from './AlertRule.js'
import { decodeTokenCall } from './decodeTokenCall.js'
import { isUnlimitedAmount } from './isUnlimitedAmount.js'

/** ERC-20 allowances are uint256. */
const allowanceBits = 256

/** Issue #17: an ERC-20 approve or increaseAllowance of an unlimited amount (≥ 2^255). */
export const unlimitedApproval: AlertRule = {
  name: 'unlimitedApproval',
  evaluate(request) {
    if (request.kind !== 'transaction' || request.to === null) return []
    const call = decodeTokenCall(request.data)
    if (call?.name !== 'approve' && call?.name !== 'increaseAllowance') return []
    if (!isUnlimitedAmount(call.amount, allowanceBits)) return []
    return [
      {
        rule: 'unlimitedApproval',
        level: 'caution',
        reason: `Unlimited approval: ${call.spender} could spend all of your tokens of ${request.to}, now and later, until you revoke it.`,
      },
    ]
  },
}
