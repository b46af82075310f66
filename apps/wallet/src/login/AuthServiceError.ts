/**
 * A failure answer of the auth service (`{error: {code, message}}`, docs/server.md "Errors"),
 * or `network` when it could not be reached. Carries the server's code only, never a token.
 */
export class AuthServiceError extends Error {
  override name = 'AuthServiceError'
  readonly code: string
  readonly status: number

  constructor(code: string, status: number) {
    super(`auth service answered ${code} (${status})`)
    this.code = code
    this.status = status
  }
}

/** Server codes that mean "these credentials are not valid" (W-137), not an outage. */
export const credentialErrorCodes: ReadonlySet<string> = new Set([
  'otp_invalid',
  'otp_attempts_exceeded',
  'otp_locked',
  'link_invalid',
  'link_code_invalid',
  'signature_invalid',
  'nonce_invalid',
  'message_invalid',
  'token_invalid',
  'token_replayed',
  'telegram_invalid',
  'oauth_failed',
  'login_not_enabled',
])
