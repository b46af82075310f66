import type { PasskeyRecoverySecret } from '@tessera/keys'
import { encodeBase64url } from './base64url.js'
import { prfOutputOf } from './prfOutputOf.js'
import { RecoveryPasskeyError } from './RecoveryPasskeyError.js'
import { readRecoveryPasskey } from './readRecoveryPasskey.js'
import { withPasskeyErrors } from './withPasskeyErrors.js'

export type CreateRecoveryPasskeyParameters = {
  /** WebAuthn RP ID: the wallet's host or a registrable suffix of it; restore uses the same. */
  readonly rpId: string
  /** The site's name the authenticator shows. */
  readonly rpName: string
  /** The account's name the authenticator shows beside the passkey (not secret). */
  readonly userName: string
}

/** The PRF input of a new passkey (`prf.eval.first`), kept in the envelope. */
const prfSaltBytes = 32

/**
 * Makes a passkey to seal the recovery factor with (issue #16, `/mfa/setup`): a new credential with
 * the PRF extension, evaluated on a fresh random input, under user verification. Its PRF output,
 * with the credential id and the input, is the `RecoverySecret` `setUp` takes. Authenticators that
 * give no PRF result at creation are asked once more (`readRecoveryPasskey`). Throws
 * `RecoveryPasskeyError`: `passkey_unsupported` when the passkeys here have no PRF (the UI offers a
 * PIN), `passkey_cancelled` when the user dismissed the prompt.
 */
export async function createRecoveryPasskey(
  parameters: CreateRecoveryPasskeyParameters,
): Promise<PasskeyRecoverySecret> {
  const { rpId, rpName, userName } = parameters
  // WebAuthn L3 getClientCapabilities: refuse before a useless passkey is made, where it can tell.
  if (
    typeof PublicKeyCredential !== 'undefined' &&
    'getClientCapabilities' in PublicKeyCredential &&
    (await PublicKeyCredential.getClientCapabilities())['extension:prf'] === false
  )
    throw new RecoveryPasskeyError('passkey_unsupported')
  const prfSalt = crypto.getRandomValues(new Uint8Array(prfSaltBytes))
  const credential = await withPasskeyErrors((credentials) =>
    credentials.create({
      publicKey: {
        rp: { id: rpId, name: rpName },
        // A random handle: no personal data on the authenticator; each setup a passkey of its own.
        user: {
          id: crypto.getRandomValues(new Uint8Array(16)),
          name: userName,
          displayName: userName,
        },
        // Nobody checks the attestation: the passkey serves only its PRF.
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        pubKeyCredParams: [
          { type: 'public-key', alg: -7 },
          { type: 'public-key', alg: -257 },
        ],
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
        extensions: { prf: { eval: { first: prfSalt } } },
      },
    }),
  )
  const prf = credential.getClientExtensionResults().prf
  const created = prfOutputOf(credential)
  if (!created && prf?.enabled !== true) throw new RecoveryPasskeyError('passkey_unsupported')
  const passkey = { credentialId: credential.id, prfSalt: encodeBase64url(prfSalt) }
  if (created) return { kind: 'passkey', ...passkey, prfOutput: created }
  return readRecoveryPasskey({ rpId, ...passkey })
}
