import type { Address } from 'viem'
import type { AlertRequest } from './AlertRequest.js'
import { decodeTokenCall } from './decodeTokenCall.js'
import { readPermit } from './readPermit.js'

/** Who a request lets take the signer's tokens, and how: an on-chain approval or a signed permit. */
export type Grant = {
  readonly spender: Address
  readonly kind: 'approval' | 'permit'
}

/**
 * The spender a request grants something to: approve/increaseAllowance of a non-zero amount,
 * setApprovalForAll(operator, true), or a permit. A revocation (amount 0, `false`) grants nothing.
 */
export function readGrant(request: AlertRequest): Grant | undefined {
  if (request.kind === 'typedData') {
    const permit = readPermit(request)
    return permit && { spender: permit.spender, kind: 'permit' }
  }
  if (request.to === null) return undefined
  const call = decodeTokenCall(request.data)
  switch (call?.name) {
    case 'approve':
    case 'increaseAllowance':
      return call.amount > 0n ? { spender: call.spender, kind: 'approval' } : undefined
    case 'setApprovalForAll':
      return call.isApproved ? { spender: call.operator, kind: 'approval' } : undefined
    default:
      return undefined
  }
}
