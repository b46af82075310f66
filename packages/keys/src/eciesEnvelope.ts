import { secp256k1 } from '@noble/curves/secp256k1'
import { base64urlnopad } from '@scure/base'

const version = 'v1'
const ivBytes = 12 // AES-GCM standard nonce
const tagBytes = 16 // AES-GCM tag, appended to the ciphertext by WebCrypto
const ephemeralKeyBytes = 33 // compressed secp256k1 point

/** The parts of a share-transport envelope. */
export type EciesEnvelopeParts = {
  readonly ephemeralPublicKey: Uint8Array
  readonly iv: Uint8Array
  readonly ciphertext: Uint8Array
}

const decodeOrUndefined = (text: string): Uint8Array | undefined => {
  try {
    return base64urlnopad.decode(text)
  } catch {
    // Not base64url: the envelope is malformed, which the caller reports.
    return undefined
  }
}

const isPoint = (bytes: Uint8Array): boolean => {
  try {
    secp256k1.ProjectivePoint.fromHex(bytes)
    return true
  } catch {
    // Not on the curve: the envelope is malformed, which the caller reports.
    return false
  }
}

/**
 * The envelope string `v1.<ephemeral compressed pubkey>.<iv>.<ciphertext+tag>`, each part
 * base64url without padding: `format` builds it, `parse` returns undefined for anything else.
 */
export const eciesEnvelope = {
  ivBytes,
  format(parts: EciesEnvelopeParts): string {
    const encoded = [parts.ephemeralPublicKey, parts.iv, parts.ciphertext].map((bytes) =>
      base64urlnopad.encode(bytes),
    )
    return [version, ...encoded].join('.')
  },
  parse(envelope: unknown): EciesEnvelopeParts | undefined {
    if (typeof envelope !== 'string') return undefined
    const [head, ...rest] = envelope.split('.')
    if (head !== version || rest.length !== 3) return undefined
    const [ephemeralPublicKey, iv, ciphertext] = rest.map(decodeOrUndefined)
    if (!ephemeralPublicKey || !iv || !ciphertext) return undefined
    if (ephemeralPublicKey.length !== ephemeralKeyBytes || !isPoint(ephemeralPublicKey))
      return undefined
    if (iv.length !== ivBytes || ciphertext.length < tagBytes) return undefined
    return { ephemeralPublicKey, iv, ciphertext }
  },
} as const
