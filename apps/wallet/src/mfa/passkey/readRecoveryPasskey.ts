import type { PasskeyRecoverySecret, RecoveryPasskey } from '@tessera/keys'
import { decodeBase64url } from './base64url.js'
import { prfOutputOf } from './prfOutputOf.js'
import { RecoveryPasskeyError } from './RecoveryPasskeyError.js'
import { withPasskeyErrors } from './withPasskeyErrors.js'

export type ReadRecoveryPasskeyParameters = RecoveryPasskey & {
  /** The RP ID the passkey was made for (`createRecoveryPasskey`'s). */
  readonly rpId: string
}

/**
 * Asks the passkey named by a sealed recovery factor (`RecoverySecretParams.passkey`) for its PRF
 * output on the same input (issue #16, `/mfa/restore`): the secret `openRecoveryFactor` takes.
 * User verification is required, as at creation: hmac-secret keeps one secret for verified
 * ceremonies and another for unverified ones, so both must verify to get the same output.
 * Throws `RecoveryPasskeyError` (`passkey_cancelled`, or `passkey_unsupported` without PRF).
 */
export async function readRecoveryPasskey(
  parameters: ReadRecoveryPasskeyParameters,
): Promise<PasskeyRecoverySecret> {
  const { rpId, credentialId, prfSalt } = parameters
  const assertion = await withPasskeyErrors((credentials) =>
    credentials.get({
      publicKey: {
        rpId,
        // Nobody checks the signature: the passkey serves only its PRF; the key nodes count tries.
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        allowCredentials: [{ type: 'public-key', id: decodeBase64url(credentialId) }],
        userVerification: 'required',
        extensions: { prf: { eval: { first: decodeBase64url(prfSalt) } } },
      },
    }),
  )
  const prfOutput = prfOutputOf(assertion)
  if (!prfOutput) throw new RecoveryPasskeyError('passkey_unsupported')
  return { kind: 'passkey', credentialId, prfSalt, prfOutput }
}
