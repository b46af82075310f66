/**
 * Every error the server's HTTP API answers, with its status and English message. This is the
 * only place server error codes exist; clients branch on `error.code`, never on the message.
 * Messages never say whether an email, user or app id exists beyond what the caller already sent.
 */
export const apiErrors = {
  invalid_request: { status: 400, message: 'The request is malformed: {reason}' },
  app_not_found: { status: 404, message: 'Unknown app id' },
  frame_not_allowed: { status: 403, message: 'Unknown app id: the wallet cannot be shown here' },
  login_not_enabled: { status: 403, message: 'This login method is not enabled for the app' },
  not_found: { status: 404, message: 'Not found' },
  rate_limited: { status: 429, message: 'Too many requests, retry in {retryAfterS} s' },
  // The shared rate-limit store (Redis) is away: limits fail closed rather than go uncounted.
  rate_limit_unavailable: {
    status: 503,
    message: 'Requests cannot be counted right now, retry in {retryAfterS} s',
  },

  otp_invalid: { status: 401, message: 'The code is wrong or has expired' },
  otp_attempts_exceeded: { status: 401, message: 'Too many wrong codes: request a new code' },
  otp_locked: {
    status: 429,
    message:
      'Too many wrong codes for this address today: code logins are locked for {retryAfterS} s',
  },
  link_invalid: { status: 401, message: 'The login link is invalid or has expired' },
  link_code_invalid: {
    status: 401,
    message: 'The code does not match the one shown where the login was started',
  },
  signature_invalid: { status: 401, message: 'The signature does not match' },
  nonce_invalid: { status: 401, message: 'The sign-in nonce is unknown, used or expired' },
  message_invalid: { status: 401, message: 'The sign-in message is not valid: {reason}' },
  token_invalid: { status: 401, message: 'Could not verify credentials' },
  token_replayed: { status: 401, message: 'This token has already been used' },
  telegram_invalid: { status: 401, message: 'The Telegram login could not be verified' },
  oauth_failed: { status: 401, message: 'The social login could not be completed' },

  internal: { status: 500, message: 'Something went wrong' },
} as const satisfies Record<string, { status: number; message: string }>

export type ApiErrorCode = keyof typeof apiErrors
