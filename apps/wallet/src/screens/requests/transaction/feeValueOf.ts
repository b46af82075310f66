import type { RequestDescription } from '@tessera/engine'

/**
 * What a request sends of the native coin besides the fee the user picks on its gas panel (SPEC
 * §2): an eth_sendTransaction's value, or the values of a wallet_sendCalls batch's calls added up
 * (issue #17); undefined for a request without such a fee.
 */
export function feeValueOf(description: RequestDescription): bigint | undefined {
  if (description.kind === 'sendTransaction') return description.value
  if (description.kind === 'sendCalls')
    return description.calls.reduce((total, call) => total + call.value, 0n)
  return undefined
}
