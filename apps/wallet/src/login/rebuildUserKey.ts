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

export type RebuildUserKeyParameters = {
  readonly network: KeyNetwork
  readonly family: KeyFamily
  readonly multiversxShard?: number | undefined
  /** The login token bound to `oneTime`. */
  readonly token: string
  readonly oneTime: OneTimeKey
}

/**
 * Rebuilds the user's key from the key network (docs/key-network.md) on the curve of the app's
 * family (SPEC §1: secp256k1 for EVM, ed25519 for Solana, MultiversX and Near), creating it on
 * first login, and derives the family's address.
 */
export async function rebuildUserKey(
  parameters: RebuildUserKeyParameters,
): Promise<{ privateKey: Hex; publicKey: Hex; address: string }> {
  const { network, family, multiversxShard, token, oneTime } = parameters
  const key = await assembleKey({
    network,
    token,
    curve: curveOfFamily(family),
    oneTimePrivateKey: oneTime.privateKey,
    newSecret: () => generateKeyForFamily({ family, multiversxShard }),
  })
  return {
    privateKey: secretToHex(key.secret),
    publicKey: key.publicKey,
    address: addressOfSecret(family, key.secret),
  }
}
