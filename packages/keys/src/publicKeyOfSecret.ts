import { bytesToHex } from '@noble/curves/abstract/utils'
import { secp256k1 } from '@noble/curves/secp256k1'
import type { Hex } from 'viem'
import { curveGroup } from './curveGroup.js'
import type { KeyCurve } from './KeyCurve.js'

/** Encoding options for `publicKeyOfSecret`. */
export type PublicKeyOfSecretOptions = {
  /** secp256k1 only: 'uncompressed' gives the 65-byte 0x04… form. Default 'compressed'. */
  readonly format?: 'compressed' | 'uncompressed' | undefined
}

/**
 * secret·G in the encodings commitments use: secp256k1 33-byte compressed (or 65-byte
 * uncompressed on request), ed25519 32 bytes, which is a·B for a raw scalar a (not a seed).
 */
export function publicKeyOfSecret(
  curve: KeyCurve,
  secret: bigint,
  options: PublicKeyOfSecretOptions = {},
): Hex {
  const group = curveGroup(curve)
  if (secret < 1n || secret >= group.order) {
    throw new Error('publicKeyOfSecret: secret must be in [1, order) of the curve')
  }
  const isUncompressed = options.format === 'uncompressed'
  if (curve === 'secp256k1')
    return `0x${bytesToHex(secp256k1.getPublicKey(secret, !isUncompressed))}`
  if (isUncompressed) throw new Error('publicKeyOfSecret: ed25519 has one encoding only')
  return `0x${bytesToHex(group.encode(group.base.multiply(secret)))}`
}
