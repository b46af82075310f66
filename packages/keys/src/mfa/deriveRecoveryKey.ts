import { hkdf } from '@noble/hashes/hkdf'
import { scryptAsync } from '@noble/hashes/scrypt'
import { sha256 } from '@noble/hashes/sha2'
import { utf8ToBytes } from '@noble/hashes/utils'
import type { Hex } from 'viem'
import { recoveryVerifierTag } from './recoveryVerifierTag.js'
import type { SealedRecoveryFactor } from './SealedRecoveryFactor.js'

const keyBytes = 32
/** HKDF's info for a passkey's key: the PRF output keys nothing else of ours. */
const passkeyInfo = utf8ToBytes('tessera-recovery-factor:passkey')

/** The envelope key, and the verifier tag each listed key node checks before releasing it. */
export type RecoveryKeys = {
  readonly key: CryptoKey
  /** `recoveryVerifierTag` per node index asked for; empty when none was. */
  readonly verifierTags: ReadonlyMap<number, Hex>
}

/**
 * The AES-256-GCM key of a recovery envelope, imported non-extractable for WebCrypto: scrypt
 * (memory-hard, @noble/hashes, audited) over a normalised PIN or answers and the envelope's salt,
 * or HKDF-SHA256 over a passkey's PRF output (already 256 random bits: issue #16). The same KDF
 * output keys the nodes' verifier tags (HMAC, one-way), so one KDF run serves both. scrypt is
 * async, yielding to the event loop, so a page stays responsive while it runs.
 */
export async function deriveRecoveryKey(
  password: Uint8Array,
  kdf: SealedRecoveryFactor['kdf'],
  salt: Uint8Array,
  verifierNodeIndices: readonly number[] = [],
): Promise<RecoveryKeys> {
  const derived =
    kdf.name === 'hkdf-sha256'
      ? hkdf(sha256, password, salt, passkeyInfo, keyBytes)
      : await scryptAsync(password, salt, { N: kdf.N, r: kdf.r, p: kdf.p, dkLen: keyBytes })
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
