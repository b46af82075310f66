import { base64urlnopad } from '@scure/base'
import { deriveRecoveryKey, type RecoveryKeys } from './deriveRecoveryKey.js'
import { MfaError } from './MfaError.js'
import { normaliseRecoverySecret } from './normaliseRecoverySecret.js'
import type { RecoverySecret } from './RecoverySecret.js'
import type { SealedRecoveryFactor } from './SealedRecoveryFactor.js'

/** The public part of a sealed recovery factor a node answers before any attempt. */
export type RecoveryParams = Pick<SealedRecoveryFactor, 'kind' | 'questionIds' | 'kdf'>

/**
 * At restore: the envelope key and every node's verifier tag from the typed PIN or answers, in one
 * scrypt run over the envelope's salt. A secret of the other kind is `recovery_secret_wrong` at
 * once, without asking any node (no attempt counted).
 */
export async function deriveRecoveryAccess(
  secret: RecoverySecret,
  params: RecoveryParams,
  nodeIndices: readonly number[],
): Promise<RecoveryKeys> {
  const normalised = normaliseRecoverySecret(secret)
  if (normalised.kind !== params.kind)
    throw new MfaError('recovery_secret_wrong', `the factor is sealed with ${params.kind}`)
  return deriveRecoveryKey(
    normalised.password,
    params.kdf,
    base64urlnopad.decode(params.kdf.salt),
    nodeIndices,
  )
}
