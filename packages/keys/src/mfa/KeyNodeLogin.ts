import type { Hex, LocalAccount } from 'viem'
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
