import { hsalsa } from '@noble/ciphers/salsa'
import { x25519 } from '@noble/curves/ed25519'

// "expand 32-byte k", the Salsa20 constant NaCl's crypto_box_beforenm hashes with.
const sigma = new Uint32Array([0x61707865, 0x3320646e, 0x79622d32, 0x6b206574])

/**
 * NaCl box's shared key (crypto_box_beforenm): HSalsa20 of the X25519 shared secret with a
 * zero nonce. The key xsalsa20-poly1305 then seals with.
 */
export function naclBoxKey(secretKey: Uint8Array, publicKey: Uint8Array): Uint8Array {
  const shared = x25519.getSharedSecret(secretKey, publicKey)
  const out = new Uint32Array(8)
  hsalsa(sigma, littleEndianWords(shared), new Uint32Array(4), out)
  const key = new Uint8Array(32)
  const view = new DataView(key.buffer)
  for (const [index, word] of out.entries()) view.setUint32(index * 4, word, true)
  return key
}

function littleEndianWords(bytes: Uint8Array): Uint32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return Uint32Array.from({ length: bytes.length / 4 }, (_, index) =>
    view.getUint32(index * 4, true),
  )
}
