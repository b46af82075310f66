import { concatBytes, utf8ToBytes } from '@noble/hashes/utils'

const info = utf8ToBytes('tessera-ecies-v1')

/**
 * The HKDF-SHA256 inputs of one envelope: salt = ephemeral || recipient compressed public keys,
 * info 'tessera-ecies-v1'; the ECDH x-coordinate is the key material.
 */
export function eciesKdfInputs(ephemeralPublicKey: Uint8Array, recipientPublicKey: Uint8Array) {
  return { salt: concatBytes(ephemeralPublicKey, recipientPublicKey), info }
}

/** Inputs of the envelope key derivation. */
export type DeriveEciesKeyParameters = {
  /** x-coordinate of the ECDH point (32 bytes). */
  readonly sharedX: Uint8Array
  /** Both compressed, so the key is bound to this exchange and this recipient. */
  readonly ephemeralPublicKey: Uint8Array
  readonly recipientPublicKey: Uint8Array
  readonly usage: 'encrypt' | 'decrypt'
}

/**
 * The AES-256-GCM key of one envelope: HKDF-SHA256 over the ECDH x-coordinate with the inputs of
 * `eciesKdfInputs` (WebCrypto, so it runs in browsers and Node 20 alike).
 */
export async function deriveEciesKey(parameters: DeriveEciesKeyParameters): Promise<CryptoKey> {
  const { sharedX, ephemeralPublicKey, recipientPublicKey, usage } = parameters
  // Uint8Array.from copies into a plain ArrayBuffer: the BufferSource WebCrypto's types ask for.
  const material = await crypto.subtle.importKey('raw', Uint8Array.from(sharedX), 'HKDF', false, [
    'deriveKey',
  ])
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: Uint8Array.from(eciesKdfInputs(ephemeralPublicKey, recipientPublicKey).salt),
      info: Uint8Array.from(info),
    },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    [usage],
  )
}
