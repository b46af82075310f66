import type { AlertRule } from './AlertRule.js'
import { approvalForAll } from './approvalForAll.js'
import { freshContract } from './freshContract.js'
import { spenderWithoutCode } from './spenderWithoutCode.js'
import { transferToNonReceiver } from './transferToNonReceiver.js'
import { unlimitedApproval } from './unlimitedApproval.js'
import { unlimitedPermit } from './unlimitedPermit.js'

/** Every security alert rule of issue #17, as `evaluateAlerts` runs them. */
export const alertRules: readonly AlertRule[] = [
  spenderWithoutCode,
  transferToNonReceiver,
  unlimitedApproval,
  approvalForAll,
  unlimitedPermit,
  freshContract,
]
