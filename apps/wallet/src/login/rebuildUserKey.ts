import { WalletError } from '@tessera/errors'
import {
  assembleKey,
  curveOfFamily,
  evmAddressOfSecret,
  generateKeyForFamily,
  type KeyFamily,
  type KeyNetwork,
  secretToHex,
} from '@tessera/keys'
import type { Address, Hex } from 'viem'
import type { OneTimeKey } from './createOneTimeKey.js'

export type RebuildUserKeyParameters = {
  readonly network: KeyNetwork
  readonly family: KeyFamily
  readonly multiversxShard?: number | undefined
  /** The login token bound to `oneTime`. */
  readonly token: string
  readonly oneTime: OneTimeKey
}

/**
 * Rebuilds the user's key from the key network (docs/key-network.md), creating it on first
 * login, and derives the account. EVM only for now: the other families' accounts come with
 * their chain adapters.
 */
export async function rebuildUserKey(
  parameters: RebuildUserKeyParameters,
): Promise<{ privateKey: Hex; publicKey: Hex; address: Address }> {
  const { network, family, multiversxShard, token, oneTime } = parameters
  if (family !== 'evm')
    throw new WalletError('W-139', { details: `no accounts for the ${family} family yet` })
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
    address: evmAddressOfSecret(key.secret),
  }
}
