import type { Address } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { curveGroup } from './curveGroup.js'
import { secretToHex } from './secretToHex.js'

/** The EIP-55 checksummed EVM address of a secp256k1 secret (SPEC §1: EVM uses secp256k1). */
export function evmAddressOfSecret(secret: bigint): Address {
  if (secret < 1n || secret >= curveGroup('secp256k1').order) {
    throw new Error('evmAddressOfSecret: secret must be in [1, n) of secp256k1')
  }
  return privateKeyToAddress(secretToHex(secret))
}
