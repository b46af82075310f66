import { secp256k1 } from '@noble/curves/secp256k1'
import type { Hex } from 'viem'
import { curveGroup } from './curveGroup.js'
import { deriveEciesKey } from './deriveEciesKey.js'
import { eciesEnvelope } from './eciesEnvelope.js'
import { parseScalar } from './parseScalar.js'

/**
 * Opens an envelope from `encryptForPublicKey` with the one-time private key. Throws a plain
 * Error for a malformed envelope, and another when GCM authentication fails (wrong key or
 * tampered envelope); neither message carries key or ciphertext bytes.
 */
export async function decryptWithPrivateKey(
  privateKey: Hex,
  envelope: string,
): Promise<Uint8Array> {
  const scalar = parseScalar(privateKey, curveGroup('secp256k1').order)
  if (scalar === undefined || scalar === 0n) {
    throw new Error('decryptWithPrivateKey: private key must be a 32-byte secp256k1 scalar')
  }
  const parts = eciesEnvelope.parse(envelope)
  if (!parts) throw new Error('decryptWithPrivateKey: malformed envelope')
  const sharedX = secp256k1.getSharedSecret(scalar, parts.ephemeralPublicKey, true).subarray(1)
  const key = await deriveEciesKey({
    sharedX,
    ephemeralPublicKey: parts.ephemeralPublicKey,
    recipientPublicKey: secp256k1.getPublicKey(scalar, true),
    usage: 'decrypt',
  })
  // Uint8Array.from copies into a plain ArrayBuffer: the BufferSource WebCrypto's types ask for.
  try {
    const plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: Uint8Array.from(parts.iv) },
      key,
      Uint8Array.from(parts.ciphertext),
    )
    return new Uint8Array(plaintext)
  } catch (cause) {
    throw new Error('decryptWithPrivateKey: cannot decrypt: wrong key or tampered envelope', {
      cause,
    })
  }
}
