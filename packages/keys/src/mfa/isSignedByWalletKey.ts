import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { utf8ToBytes } from '@noble/hashes/utils'
import type { Hex } from 'viem'
import { curveGroup } from '../curveGroup.js'
import type { KeyCurve } from '../KeyCurve.js'
import { parseHexBytes } from '../parseHexBytes.js'
import { keyNetworkSigningTweak } from './keyNetworkSigningTweak.js'

/** A wallet-key signature to check, all from the request (untrusted). */
export type IsSignedByWalletKeyParameters = {
  readonly curve: KeyCurve
  /** The wallet's public key as the node stores it (C_0). */
  readonly publicKey: Hex
  readonly message: string
  readonly signature: unknown
}

const signatureBytes = 64

/**
 * Whether `signature` is the wallet key's signature of `message` (`signWithWalletKey`, by the
 * key C_0·t of `keyNetworkSigningTweak`): ECDSA secp256k1 over SHA-256, low s only, or strict
 * RFC 8032 Ed25519. False, never a throw, for anything malformed.
 */
export function isSignedByWalletKey(parameters: IsSignedByWalletKeyParameters): boolean {
  const { curve, publicKey, message } = parameters
  const signature = parseHexBytes(parameters.signature, signatureBytes)
  const group = curveGroup(curve)
  const walletKey = parseHexBytes(publicKey, group.pointLength)
  const point = walletKey && group.decode(walletKey)
  if (!signature || !point) return false
  const key = group.encode(point.multiplyUnsafe(keyNetworkSigningTweak(curve)))
  try {
    const bytes = utf8ToBytes(message)
    if (curve === 'ed25519') return ed25519.verify(signature, bytes, key, { zip215: false })
    return secp256k1.verify(signature, sha256(bytes), key, { lowS: true })
  } catch {
    // A malformed key or signature is "not signed", by contract.
    return false
  }
}
