import type { Hex } from '@tessera/engine'

/**
 * The logged-in user as the wallet holds it in memory (SPEC §3 User). `privateKey` never leaves
 * the wallet's origin: `getUserInfo` answers `publicUserInfo(user)`.
 */
export type LoggedInUser = {
  /** The login name the host used: 'google', 'passwordless', a custom provider, 'firebase', 'telegram'. */
  readonly loginType: string
  /** The login token's verifier (docs/server.md): what `getPublicKey` needs to find this user. */
  readonly verifier: string
  /** The user id for that verifier (the token's `sub`). */
  readonly id: string
  readonly email?: string
  readonly name?: string
  readonly picture?: string
  /** The account's address, as its family writes it. */
  readonly address: string
  readonly publicKey: Hex
  readonly privateKey: Hex
  /** The auth service's login token (SPEC §9: valid 60 minutes). */
  readonly loginToken: string
  /** When the login happened (ms since epoch): sensitive info expires 300 minutes later. */
  readonly loggedInAt: number
  /** SPEC §3 User `hasMfa`: the key needed two factors (issue #16). */
  readonly hasMfa?: boolean
  /**
   * What the key nodes took for this login (issue #16): the token they verified and the one-time
   * key it is bound to, so `/mfa/setup` can reshare after a reload too (`keyNodeLoginOf`). Kept and
   * stashed only beside `privateKey`, sealed by the vault. Until the token expires it also lets
   * its holder change what the nodes keep (turn MFA on, spend recovery attempts), which the key
   * alone cannot: docs/security.md.
   */
  readonly keyNodeLogin?: KeyNodeCredentials
}

/** A login's key-node credentials (issue #16): never shown, never sent but to the key nodes. */
export type KeyNodeCredentials = {
  readonly token: string
  readonly oneTimePrivateKey: Hex
}

/** Who is logged in, as the Profile screen shows it: no keys, no tokens. */
export type UserProfile = Pick<LoggedInUser, 'loginType' | 'id' | 'email' | 'name' | 'picture'>

/** The login's identity alone (what `getUserInfo` and the Profile screen share). */
export function userProfile(user: LoggedInUser): UserProfile {
  return {
    loginType: user.loginType,
    id: user.id,
    ...(user.email === undefined ? {} : { email: user.email }),
    ...(user.name === undefined ? {} : { name: user.name }),
    ...(user.picture === undefined ? {} : { picture: user.picture }),
  }
}

/**
 * HOST-PROTOCOL §C `getUserInfo`: everything but the private key. While the host app is not
 * connected (EIP-2255, issue #17) it learns nothing of the user, as eth_accounts is []: the shape
 * the host expects, every field '' but the login type. An id or an email would give the address
 * away (`getPublicKey(id, verifier)` answers any host), and a login token the key shares.
 */
export function publicUserInfo(user: LoggedInUser, isConnected: boolean) {
  if (!isConnected)
    return {
      loginType: user.loginType,
      id: '',
      address: '',
      publicKey: '',
      loginToken: '',
      userDIDToken: '',
    }
  return {
    ...userProfile(user),
    address: user.address,
    publicKey: user.publicKey,
    loginToken: user.loginToken,
    userDIDToken: user.loginToken,
  }
}
