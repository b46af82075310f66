import { scryptAsync } from '@noble/hashes/scrypt'
import type { Hex } from 'viem'
import { recoveryVerifierTag } from './recoveryVerifierTag.js'
import type { SealedRecoveryFactor } from './SealedRecoveryFactor.js'

const keyBytes = 32

/** The envelope key, and the verifier tag each listed key node checks before releasing it. */
export type RecoveryKeys = {
  readonly key: CryptoKey
  /** `recoveryVerifierTag` per node index asked for; empty when none was. */
  readonly verifierTags: ReadonlyMap<number, Hex>
}

/**
 * The AES-256-GCM key of a recovery envelope: scrypt (memory-hard, @noble/hashes, audited) over
 * the normalised secret and the envelope's salt, imported non-extractable for WebCrypto. The same
 * scrypt output keys the nodes' verifier tags (HMAC, one-way), so one KDF run serves both. Async,
 * yielding to the event loop, so a page stays responsive while it runs.
 */
export async function deriveRecoveryKey(
  password: Uint8Array,
  kdf: SealedRecoveryFactor['kdf'],
  salt: Uint8Array,
  verifierNodeIndices: readonly number[] = [],
): Promise<RecoveryKeys> {
  const derived = await scryptAsync(password, salt, {
    N: kdf.N,
    r: kdf.r,
    p: kdf.p,
    dkLen: keyBytes,
  })
  // Uint8Array.from copies into a plain ArrayBuffer: the BufferSource WebCrypto's types ask for.
  const raw = Uint8Array.from(derived)
  try {
    const verifierTags = new Map(
      verifierNodeIndices.map((index) => [index, recoveryVerifierTag(derived, index)] as const),
    )
    const key = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt'])
    return { key, verifierTags }
  } finally {
    derived.fill(0)
    raw.fill(0)
  }
}
