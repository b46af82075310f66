import { base64urlnopad } from '@scure/base'
import { assertSecretFits } from './assertSecretFits.js'
import { deriveRecoveryKey, type RecoveryKeys } from './deriveRecoveryKey.js'
import { normaliseRecoverySecret } from './normaliseRecoverySecret.js'
import type { RecoverySecret } from './RecoverySecret.js'
import type {
  PasskeySealedRecoveryFactor,
  ScryptSealedRecoveryFactor,
} from './SealedRecoveryFactor.js'

/** The public part of a sealed recovery factor a node answers before any attempt. */
export type RecoveryParams =
  | Pick<ScryptSealedRecoveryFactor, 'kind' | 'questionIds' | 'kdf'>
  | Pick<PasskeySealedRecoveryFactor, 'kind' | 'questionIds' | 'kdf' | 'passkey'>

/**
 * At restore: the envelope key and every node's verifier tag from the typed PIN or answers, or the
 * passkey's PRF output, in one KDF run over the envelope's salt. A secret of the other kind, or
 * another passkey, is `recovery_secret_wrong` at once, without asking any node (no attempt
 * counted).
 */
export async function deriveRecoveryAccess(
  secret: RecoverySecret,
  params: RecoveryParams,
  nodeIndices: readonly number[],
): Promise<RecoveryKeys> {
  const normalised = normaliseRecoverySecret(secret)
  assertSecretFits(normalised, params)
  return deriveRecoveryKey(
    normalised.password,
    params.kdf,
    base64urlnopad.decode(params.kdf.salt),
    nodeIndices,
  )
}
