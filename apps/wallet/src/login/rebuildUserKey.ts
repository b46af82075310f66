import {
  addressOfSecret,
  assembleKey,
  curveOfFamily,
  generateKeyForFamily,
  type Hex,
  type KeyFamily,
  type KeyNetwork,
  type OneTimeKey,
  secretToHex,
} from '@tessera/keys'
import type { WalletMfa } from '../mfa/createWalletMfa.js'
import type { KeyNodeCredentials } from '../session/LoggedInUser.js'

export type RebuildUserKeyParameters = {
  readonly network: KeyNetwork
  readonly family: KeyFamily
  readonly multiversxShard?: number | undefined
  /** The app the user logs in to: nodes check an ID token or an app JWT against its settings. */
  readonly appId: string
  /**
   * What the key nodes verify (docs/key-network.md): the provider's ID token for OpenID logins,
   * the app's own JWT for custom and Firebase logins, the auth service's login token for the
   * others; each bound to `oneTime`.
   */
  readonly token: string
  readonly oneTime: OneTimeKey
  /**
   * MFA (issue #16): the second factor for an MFA wallet (this device's factor, or a restore with
   * the PIN). Absent: an MFA wallet fails with `MfaError('device_factor_missing')`.
   */
  readonly mfa?: WalletMfa | undefined
}

/**
 * Rebuilds the user's key from the key network (docs/key-network.md) on the curve of the app's
 * family (SPEC §1: secp256k1 for EVM, ed25519 for Solana, MultiversX and Near), creating it on
 * first login, and derives the family's address. Answers the login's key-node credentials too,
 * for MFA setup (issue #16, `keyNodeLoginOf`).
 */
export async function rebuildUserKey(parameters: RebuildUserKeyParameters): Promise<{
  privateKey: Hex
  publicKey: Hex
  address: string
  hasMfa: boolean
  keyNodeLogin: KeyNodeCredentials
}> {
  const { network, family, multiversxShard, appId, token, oneTime, mfa } = parameters
  const curve = curveOfFamily(family)
  const key = await assembleKey({
    network,
    token,
    appId,
    curve,
    oneTimePrivateKey: oneTime.privateKey,
    newSecret: () => generateKeyForFamily({ family, multiversxShard }),
    secondFactor: mfa && ((request) => mfa.secondFactor(request)),
  })
  // A restore on this device: keep the device factor, so the next login asks for nothing.
  if (mfa) await mfa.remember(key)
  return {
    privateKey: secretToHex(key.secret),
    publicKey: key.publicKey,
    address: addressOfSecret(family, key.secret),
    hasMfa: key.mfa !== undefined,
    keyNodeLogin: { token, oneTimePrivateKey: oneTime.privateKey },
  }
}
