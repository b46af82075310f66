import { bech32 } from '@scure/base'
import type { Hex } from 'viem'
import { parseEd25519PublicKey } from './parseEd25519PublicKey.js'

const multiversxHrp = 'erd'

/** A MultiversX address: bech32 with prefix `erd` of the 32-byte ed25519 public key. */
export function multiversxAddress(publicKey: Hex): string {
  return bech32.encode(
    multiversxHrp,
    bech32.toWords(parseEd25519PublicKey(publicKey, 'multiversxAddress')),
  )
}
