import { loginKeyResource } from '@tessera/protocol'
import { getAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'

export type LoginKeySignInMessageParameters = {
  /** The injected wallet's account that signs in, in any letter case. */
  readonly address: string
  readonly chainId: number
  /** The host page's origin as the frame's handshake saw it: the message's domain and URI. */
  readonly hostOrigin: string
  /** The app's name, for the statement; only its printable ASCII is kept (EIP-4361). */
  readonly appName: string
  /** The auth service's sign-in nonce (SPEC §7 `GET /api/v2/loginNonce`). */
  readonly nonce: string
  /** The one-time login key the signature authorizes (#19). */
  readonly loginKey: string
  readonly issuedAt: Date
}

/**
 * The EIP-4361 message a user's own Ethereum wallet signs to log in to Tessera (#19 SIWE): for
 * the host page's origin, with the service's nonce, naming the frame's one-time login key as a
 * `tessera:login-key:` resource, so the signature authorizes that key and no other.
 *
 * @example loginKeySignInMessage({ address, chainId: 1, hostOrigin, appName: 'Shop', nonce, loginKey: oneTime.address, issuedAt: new Date() })
 */
export function loginKeySignInMessage(parameters: LoginKeySignInMessageParameters): string {
  const { hostOrigin, appName, loginKey, ...fields } = parameters
  const name = appName.replace(/[^\x20-\x7e]/g, '').trim()
  return createSiweMessage({
    ...fields,
    address: getAddress(fields.address),
    domain: new URL(hostOrigin).host,
    uri: hostOrigin,
    version: '1',
    statement: name ? `Sign in to ${name} with Tessera.` : 'Sign in with Tessera.',
    resources: [loginKeyResource(loginKey)],
  })
}
