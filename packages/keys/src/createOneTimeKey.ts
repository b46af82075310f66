import type { Address, Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

/**
 * The client's one-time key of one login (ARCHITECTURE trust model): the auth service binds the
 * login token to its address and key nodes encrypt shares to it. Lives in memory for one login.
 */
export type OneTimeKey = {
  readonly privateKey: Hex
  readonly address: Address
  /** Uncompressed secp256k1 public key (0x04…), what the magic-link credential is sealed to. */
  readonly publicKey: Hex
  /** EIP-191 `personal_sign` of `message`. */
  readonly sign: (message: string) => Promise<Hex>
}

/** A fresh one-time key. */
export function createOneTimeKey(): OneTimeKey {
  const privateKey = generatePrivateKey()
  const account = privateKeyToAccount(privateKey)
  return {
    privateKey,
    address: account.address,
    publicKey: account.publicKey,
    sign: (message) => account.signMessage({ message }),
  }
}
