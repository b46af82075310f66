import { base58 } from '@scure/base'
import type { Hex } from 'viem'
import { parseEd25519PublicKey } from './parseEd25519PublicKey.js'

/** A Solana address: base58 of the 32-byte ed25519 public key. */
export function solanaAddress(publicKey: Hex): string {
  return base58.encode(parseEd25519PublicKey(publicKey, 'solanaAddress'))
}
