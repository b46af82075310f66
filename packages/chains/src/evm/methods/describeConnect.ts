import type { EvmContext } from '../EvmContext.js'
import type { EvmRequestDescription } from '../requests/EvmRequestDescription.js'

/** EIP-2255 (issue #17): the Connect view: which origin asks to see which account. */
export function describeConnect(
  method: 'wallet_requestPermissions' | 'eth_requestAccounts',
  context: EvmContext,
): EvmRequestDescription {
  return {
    kind: 'connect',
    method,
    origin: context.connection.origin,
    account: context.account.address,
  }
}
