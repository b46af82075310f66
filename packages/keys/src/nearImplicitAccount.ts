import { bytesToHex } from '@noble/hashes/utils'
import type { Hex } from 'viem'
import { parseEd25519PublicKey } from './parseEd25519PublicKey.js'

/** A Near implicit account id: the 32-byte ed25519 public key as 64 lower-case hex characters. */
export function nearImplicitAccount(publicKey: Hex): string {
  return bytesToHex(parseEd25519PublicKey(publicKey, 'nearImplicitAccount'))
}
