import type { Address } from 'viem'
import { isSignInMessage } from '../../requests/isSignInMessage.js'
import type {
  EvmRequestDescription as RequestDescription,
  RequestWarning,
} from '../requests/EvmRequestDescription.js'
import { describeSiwe } from '../siwe/describeSiwe.js'
import { decodeMessage } from './decodeMessage.js'

/**
 * The approval screen of a message to sign: as text when it is UTF-8, else its hex. Only
 * personal_sign can be a sign-in (SPEC §5): eth_sign is never signed. Given `signIn` (the
 * selected chain and the time), a personal_sign text that presents itself as Sign-In with
 * Ethereum also gets its Sign in view (#17 SIWE).
 */
export function describeSignMessage(parameters: {
  readonly method: 'personal_sign' | 'eth_sign'
  readonly from: Address
  readonly message: string
  readonly warnings: readonly RequestWarning[]
  readonly signIn?: { readonly chainId: number; readonly now: Date }
}): RequestDescription {
  const { method, from, warnings, signIn } = parameters
  const { text, isHex } = decodeMessage(parameters.message)
  const siwe =
    method === 'personal_sign' && !isHex && signIn
      ? describeSiwe(text, { address: from, ...signIn })
      : null
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
    ...(siwe ? { siwe } : {}),
  }
}
