import { scryptAsync } from '@noble/hashes/scrypt'
import type { SealedRecoveryFactor } from './SealedRecoveryFactor.js'

const keyBytes = 32

/**
 * The AES-256-GCM key of a recovery envelope: scrypt (memory-hard, @noble/hashes, audited) over
 * the normalised secret and the envelope's salt, imported non-extractable for WebCrypto. Async,
 * yielding to the event loop, so a page stays responsive while it runs.
 */
export async function deriveRecoveryKey(
  password: Uint8Array,
  kdf: SealedRecoveryFactor['kdf'],
  salt: Uint8Array,
): Promise<CryptoKey> {
  const derived = await scryptAsync(password, salt, {
    N: kdf.N,
    r: kdf.r,
    p: kdf.p,
    dkLen: keyBytes,
  })
  // Uint8Array.from copies into a plain ArrayBuffer: the BufferSource WebCrypto's types ask for.
  const raw = Uint8Array.from(derived)
  try {
    return await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt'])
  } finally {
    derived.fill(0)
    raw.fill(0)
  }
}
