import { RecoveryPasskeyError } from './RecoveryPasskeyError.js'

/**
 * Runs a WebAuthn ceremony with its refusals typed (`RecoveryPasskeyError`): no WebAuthn at all is
 * `passkey_unsupported`; a dismissed, timed-out or unanswerable prompt (NotAllowedError, or
 * AbortError) is `passkey_cancelled`, as is no credential. Other errors pass unchanged.
 */
export async function withPasskeyErrors(
  ceremony: (credentials: CredentialsContainer) => Promise<Credential | null>,
): Promise<PublicKeyCredential> {
  if (typeof PublicKeyCredential === 'undefined' || !navigator.credentials)
    throw new RecoveryPasskeyError('passkey_unsupported')
  let credential: Credential | null
  try {
    credential = await ceremony(navigator.credentials)
  } catch (cause) {
    const isRefused =
      cause instanceof DOMException &&
      (cause.name === 'NotAllowedError' || cause.name === 'AbortError')
    if (isRefused) throw new RecoveryPasskeyError('passkey_cancelled', { cause })
    throw cause
  }
  if (!(credential instanceof PublicKeyCredential))
    throw new RecoveryPasskeyError('passkey_cancelled')
  return credential
}
