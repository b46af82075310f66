import { WalletError } from '@tessera/errors'
import type { Hex } from '@tessera/keys'
import { curveOfFamily, fetchPublicKey, type KeyFamily, type KeyNetwork } from '@tessera/keys'
import { type NamedVerifier, normalizeUserId, resolveVerifier } from './resolveVerifier.js'

/**
 * HOST-PROTOCOL §C getPublicKey(id, verifier): the public key of another user's key on the key
 * network, from `threshold` agreeing nodes (docs/key-network.md). W-148 when the identity has no
 * key yet.
 */
export async function lookUpPublicKey(parameters: {
  readonly network: KeyNetwork
  readonly family: KeyFamily
  readonly verifiers: { readonly keyspace: string; readonly social: readonly NamedVerifier[] }
  readonly id: string
  /** The login name the host passes ('google', 'passwordless', a custom provider…). */
  readonly name: string
}): Promise<Hex> {
  const verifier = resolveVerifier(parameters.name, parameters.verifiers.social)
  const publicKey = await fetchPublicKey({
    network: parameters.network,
    keyspace: parameters.verifiers.keyspace,
    verifier,
    userId: normalizeUserId(verifier, parameters.id),
    curve: curveOfFamily(parameters.family),
  })
  if (!publicKey) throw new WalletError('W-148', { details: 'no key for this identity yet' })
  return publicKey
}
