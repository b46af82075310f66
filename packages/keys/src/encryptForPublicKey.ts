import { secp256k1 } from '@noble/curves/secp256k1'
import { randomBytes } from '@noble/hashes/utils'
import type { Hex } from 'viem'
import { deriveEciesKey, eciesKdfInputs } from './deriveEciesKey.js'
import { eciesEnvelope } from './eciesEnvelope.js'
import { parseHexBytes } from './parseHexBytes.js'

const parseRecipient = (publicKey: string): Uint8Array => {
  const bytes = parseHexBytes(publicKey, 33) ?? parseHexBytes(publicKey, 65)
  try {
    if (bytes) return secp256k1.ProjectivePoint.fromHex(bytes).toRawBytes(true)
  } catch {
    // Not on the curve: reported below like any other bad key.
  }
  throw new Error(
    'encryptForPublicKey: recipient must be a secp256k1 public key (33 or 65 bytes hex)',
  )
}

/**
 * The ECDH half of an envelope: a fresh ephemeral key pair and the x-coordinate shared with the
 * recipient (33-byte compressed key in, compressed ephemeral key out). Servers may pass a native
 * implementation; the envelope format does not change.
 */
export type KeyAgreement = (recipientCompressed: Uint8Array) => {
  ephemeralPublicKey: Uint8Array
  sharedX: Uint8Array
}

const nobleKeyAgreement: KeyAgreement = (recipient) => {
  const ephemeralPrivateKey = secp256k1.utils.randomPrivateKey()
  return {
    ephemeralPublicKey: secp256k1.getPublicKey(ephemeralPrivateKey, true),
    sharedX: secp256k1.getSharedSecret(ephemeralPrivateKey, recipient, true).subarray(1),
  }
}

/**
 * The symmetric half of an envelope: HKDF-SHA256 (`sharedX`, `salt`, `info`) to a 32-byte key,
 * then AES-256-GCM with `iv`, answering ciphertext || 16-byte tag. Servers may pass a synchronous
 * native implementation; the default is WebCrypto.
 */
export type SymmetricSeal = (parameters: {
  readonly sharedX: Uint8Array
  readonly salt: Uint8Array
  readonly info: Uint8Array
  readonly iv: Uint8Array
  readonly plaintext: Uint8Array
}) => Uint8Array | Promise<Uint8Array>

/**
 * Encrypts for a client's one-time secp256k1 key (ECIES): a fresh ephemeral key, ECDH
 * x-coordinate, HKDF-SHA256 → AES-256-GCM with a random 12-byte IV. Returns
 * `v1.<ephemeral pubkey>.<iv>.<ciphertext+tag>` (base64url), how shares travel to the client.
 */
export async function encryptForPublicKey(
  recipientPublicKey: Hex,
  plaintext: Uint8Array,
  options: { keyAgreement?: KeyAgreement; symmetricSeal?: SymmetricSeal } = {},
): Promise<string> {
  const recipient = parseRecipient(recipientPublicKey)
  const { ephemeralPublicKey, sharedX } = (options.keyAgreement ?? nobleKeyAgreement)(recipient)
  const iv = randomBytes(eciesEnvelope.ivBytes)
  const ciphertext = options.symmetricSeal
    ? await options.symmetricSeal({
        sharedX,
        ...eciesKdfInputs(ephemeralPublicKey, recipient),
        iv,
        plaintext,
      })
    : await webCryptoSeal(sharedX, ephemeralPublicKey, recipient, iv, plaintext)
  return eciesEnvelope.format({ ephemeralPublicKey, iv, ciphertext })
}

async function webCryptoSeal(
  sharedX: Uint8Array,
  ephemeralPublicKey: Uint8Array,
  recipientPublicKey: Uint8Array,
  iv: Uint8Array,
  plaintext: Uint8Array,
): Promise<Uint8Array> {
  const key = await deriveEciesKey({
    sharedX,
    ephemeralPublicKey,
    recipientPublicKey,
    usage: 'encrypt',
  })
  // Uint8Array.from copies into a plain ArrayBuffer: the BufferSource WebCrypto's types ask for.
  return new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv: Uint8Array.from(iv) },
      key,
      Uint8Array.from(plaintext),
    ),
  )
}
