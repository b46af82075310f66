import { mod } from '@noble/curves/abstract/modular'
import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import type { Hex } from 'viem'
import { curveGroup } from '../curveGroup.js'
import type { KeyCurve } from '../KeyCurve.js'
import { secretToHex } from '../secretToHex.js'
import { signEd25519WithScalar } from '../signEd25519WithScalar.js'
import { keyNetworkSigningTweak } from './keyNetworkSigningTweak.js'

/**
 * Signs a key-network message with the wallet key's signing key for the network (the wallet key
 * times `keyNetworkSigningTweak`): proof that whoever asks a node to replace its share holds the
 * key (or two factors), which a login token alone (the auth service) is not, and that no wallet
 * method could have been led to sign. secp256k1: ECDSA over SHA-256 of the text, 64 bytes r‖s,
 * low s; ed25519: Ed25519 of the text.
 */
export function signWithWalletKey(curve: KeyCurve, secret: bigint, message: string): Hex {
  const bytes = utf8ToBytes(message)
  const signingKey = mod(secret * keyNetworkSigningTweak(curve), curveGroup(curve).order)
  if (curve === 'ed25519') return `0x${bytesToHex(signEd25519WithScalar(signingKey, bytes))}`
  const signature = secp256k1.sign(sha256(bytes), secretToHex(signingKey).slice(2), {
    lowS: true,
  })
  return `0x${signature.toCompactHex()}`
}
