/**
 * Why a recovery passkey could not be made or read (issue #16):
 * - `passkey_unsupported`: no WebAuthn, or this device's passkeys have no PRF (hmac-secret), so a
 *   passkey cannot seal the recovery factor: the setup screen offers a PIN instead;
 * - `passkey_cancelled`: the user dismissed the prompt, it timed out, or this device has no such
 *   passkey (WebAuthn tells these apart to no page: NotAllowedError).
 */
export type RecoveryPasskeyErrorCode = 'passkey_unsupported' | 'passkey_cancelled'

/** What the UI shows for `passkey_unsupported` (issue #16). */
export const passkeyUnsupportedText = "This device's passkeys cannot protect a wallet; choose a PIN"

/** A typed passkey failure: branch on `code`; WebAuthn's own error is the `cause`. */
export class RecoveryPasskeyError extends Error {
  override readonly name = 'RecoveryPasskeyError'
  readonly code: RecoveryPasskeyErrorCode

  constructor(code: RecoveryPasskeyErrorCode, options: { cause?: unknown } = {}) {
    super(
      code === 'passkey_unsupported'
        ? passkeyUnsupportedText
        : 'the passkey prompt was cancelled, timed out or found no passkey',
      { cause: options.cause },
    )
    this.code = code
  }
}
