import type { RecoveryParams } from './deriveRecoveryAccess.js'
import { MfaError } from './MfaError.js'
import type { NormalisedRecoverySecret } from './normaliseRecoverySecret.js'

/**
 * Throws `MfaError('recovery_secret_wrong')` when a secret cannot have sealed the envelope: it is
 * of another kind, or another passkey (credential id, PRF input) than the one the envelope names.
 * Runs before any KDF work or node request, so no attempt is counted (issue #16).
 */
export function assertSecretFits(normalised: NormalisedRecoverySecret, params: RecoveryParams) {
  if (normalised.kind !== params.kind)
    throw new MfaError('recovery_secret_wrong', `the factor is sealed with ${params.kind}`)
  if (
    normalised.kind === 'passkey' &&
    params.kind === 'passkey' &&
    (normalised.passkey.credentialId !== params.passkey.credentialId ||
      normalised.passkey.prfSalt !== params.passkey.prfSalt)
  )
    throw new MfaError('recovery_secret_wrong', 'the factor is sealed with another passkey')
}
