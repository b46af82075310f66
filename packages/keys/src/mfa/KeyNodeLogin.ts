import type { Hex, LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { KeyCurve } from '../KeyCurve.js'
import type { KeyNetwork } from '../KeyNetwork.js'

/**
 * A login the key nodes accept, as `assembleKey` holds it: the token they verify, the app it signs
 * in to (ID tokens and app JWTs only) and the one-time key it is bound to, which signs every
 * request. Lives in memory only.
 */
export type KeyNodeLogin = {
  readonly network: KeyNetwork
  readonly token: string
  readonly appId?: string | undefined
  readonly curve: KeyCurve
  readonly oneTimeKey: {
    readonly account: LocalAccount
    readonly privateKey: Hex
    readonly publicKey: Hex
  }
  readonly timeoutMs: number
}

/** The login a one-time key's holder presents to the key nodes, its signing account made once. */
export function createKeyNodeLogin(
  parameters: Omit<KeyNodeLogin, 'oneTimeKey'> & { readonly oneTimePrivateKey: Hex },
): KeyNodeLogin {
  const { oneTimePrivateKey, ...login } = parameters
  const account = privateKeyToAccount(oneTimePrivateKey)
  return {
    ...login,
    oneTimeKey: { account, privateKey: oneTimePrivateKey, publicKey: account.publicKey },
  }
}
