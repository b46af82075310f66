import { utf8ToBytes } from '@noble/hashes/utils'
import type { Hex } from 'viem'
import type { SealedRecoveryFactor } from './SealedRecoveryFactor.js'

/**
 * The AES-GCM associated data of a sealed recovery factor: a domain tag and every field but the
 * ciphertext, in a fixed order, with the wallet's public key. Moving an envelope to another wallet,
 * curve or set of questions, or lowering its KDF cost, breaks its tag.
 */
export function recoveryAssociatedData(
  envelope: Omit<SealedRecoveryFactor, 'ciphertext'>,
  publicKey: Hex,
): Uint8Array {
  const { version, curve, kind, questionIds, kdf, iv } = envelope
  return utf8ToBytes(
    `tessera-recovery-factor:v${version}\n${JSON.stringify([
      publicKey.toLowerCase(),
      curve,
      kind,
      questionIds,
      [kdf.name, kdf.N, kdf.r, kdf.p, kdf.salt],
      iv,
    ])}`,
  )
}
