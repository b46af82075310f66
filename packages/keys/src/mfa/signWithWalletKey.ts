import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import type { Hex } from 'viem'
import type { KeyCurve } from '../KeyCurve.js'
import { secretToHex } from '../secretToHex.js'
import { signEd25519WithScalar } from '../signEd25519WithScalar.js'

/**
 * Signs a key-network message with the wallet key itself: proof that whoever asks a node to replace
 * its share holds the key (or two factors), which a login token alone (the auth service) is not.
 * secp256k1: ECDSA over SHA-256 of the text, 64 bytes r‖s, low s; ed25519: Ed25519 of the text.
 * The text is domain-tagged (`reshareRequestMessage`), so this signs no transaction or EIP-191.
 */
export function signWithWalletKey(curve: KeyCurve, secret: bigint, message: string): Hex {
  const bytes = utf8ToBytes(message)
  if (curve === 'ed25519') return `0x${bytesToHex(signEd25519WithScalar(secret, bytes))}`
  const signature = secp256k1.sign(sha256(bytes), secretToHex(secret).slice(2), { lowS: true })
  return `0x${signature.toCompactHex()}`
}
