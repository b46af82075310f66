import { mod } from '@noble/curves/abstract/modular'
import { bytesToNumberBE } from '@noble/curves/abstract/utils'
import { sha512 } from '@noble/hashes/sha2'
import { utf8ToBytes } from '@noble/hashes/utils'
import { curveGroup } from '../curveGroup.js'
import type { KeyCurve } from '../KeyCurve.js'

const tweakDomain = utf8ToBytes('tessera/key-network-signing-key/v1')

/**
 * The public multiplier t that turns the wallet key a into the key that signs key-network requests,
 * a·t (public key C_0·t). No wallet method ever signs with a·t, so no signature a dapp obtains from
 * the user (EVM `eth_sign` of a hash, Solana `signMessage` of any bytes) can pass as a reshare or
 * recovery request, while the nodes, knowing C_0 and t, still check that the key's holder asked
 * (security review of #16). t = SHA-512(domain) mod order, fixed and non-zero.
 */
export function keyNetworkSigningTweak(curve: KeyCurve): bigint {
  return mod(bytesToNumberBE(sha512(tweakDomain)), curveGroup(curve).order)
}
