import type { ConnectDescription } from './ConnectDescription.js'
import type { FamilyContext } from './FamilyContext.js'

/** EIP-2255 (issue #17): the Connect view of `method`: which origin asks to see which account. */
export function describeConnect(
  method: ConnectDescription['method'],
  context: Pick<FamilyContext, 'connection' | 'address'>,
): ConnectDescription {
  return { kind: 'connect', method, origin: context.connection.origin, account: context.address }
}
