import type { AlertRule } from './AlertRule.js'
import { decodeTokenCall } from './decodeTokenCall.js'

/** Issue #17: setApprovalForAll(operator, true) hands over a whole NFT collection. */
export const approvalForAll: AlertRule = {
  name: 'approvalForAll',
  evaluate(request) {
    if (request.kind !== 'transaction' || request.to === null) return []
    const call = decodeTokenCall(request.data)
    if (call?.name !== 'setApprovalForAll' || !call.isApproved) return []
    return [
      {
        rule: 'approvalForAll',
        level: 'caution',
        reason: `${call.operator} could transfer every NFT you own in the collection ${request.to}, now and later, until you revoke it.`,
      },
    ]
  },
}
