import { parseHexBytes } from './parseHexBytes.js'

/** The 32 bytes of an ed25519 public key given as hex; throws, naming the caller, otherwise. */
export function parseEd25519PublicKey(publicKey: string, caller: string): Uint8Array {
  const bytes = parseHexBytes(publicKey, 32)
  if (!bytes) throw new Error(`${caller}: public key must be 32 bytes of 0x-prefixed hex`)
  return bytes
}
