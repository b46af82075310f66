import type { Address } from 'viem'
import { isSignInMessage } from '../../requests/isSignInMessage.js'
import type {
  EvmRequestDescription as RequestDescription,
  RequestWarning,
} from '../requests/EvmRequestDescription.js'
import { decodeMessage } from './decodeMessage.js'

/**
 * The approval screen of a message to sign: as text when it is UTF-8, else its hex. Only
 * personal_sign can be a sign-in (SPEC §5): eth_sign is never signed.
 */
export function describeSignMessage(parameters: {
  readonly method: 'personal_sign' | 'eth_sign'
  readonly from: Address
  readonly message: string
  readonly warnings: readonly RequestWarning[]
}): RequestDescription {
  const { method, from, warnings } = parameters
  const { text, isHex } = decodeMessage(parameters.message)
  return {
    kind: 'signMessage',
    method,
    from,
    message: text,
    isHex,
    isSignIn:
      method === 'personal_sign' &&
      isSignInMessage(text, { address: from, isCaseSensitive: false }),
    warnings,
  }
}
