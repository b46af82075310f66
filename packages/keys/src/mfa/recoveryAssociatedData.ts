import { utf8ToBytes } from '@noble/hashes/utils'
import type { Hex } from 'viem'
import type { SealedRecoveryHeader } from './SealedRecoveryFactor.js'

/**
 * The AES-GCM associated data of a sealed recovery factor: a domain tag and every field but the
 * ciphertext, in a fixed order, with the wallet's public key. Moving an envelope to another wallet,
 * curve, set of questions or passkey (credential id, PRF input), or lowering its KDF cost, breaks
 * its tag. A PIN's or answers' bytes are those of before passkeys (issue #16): old envelopes open.
 */
export function recoveryAssociatedData(header: SealedRecoveryHeader, publicKey: Hex): Uint8Array {
  const { version, curve, kind, questionIds, kdf, iv } = header
  const kdfFields =
    kdf.name === 'scrypt' ? [kdf.name, kdf.N, kdf.r, kdf.p, kdf.salt] : [kdf.name, kdf.salt]
  const passkeyFields =
    header.kind === 'passkey' ? [[header.passkey.credentialId, header.passkey.prfSalt]] : []
  return utf8ToBytes(
    `tessera-recovery-factor:v${version}\n${JSON.stringify([
      publicKey.toLowerCase(),
      curve,
      kind,
      questionIds,
      kdfFields,
      iv,
      ...passkeyFields,
    ])}`,
  )
}
