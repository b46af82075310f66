import { HttpError } from '@tessera/service-kit'

/** Every error a key node answers. Clients branch on the code, never on the message. */
export const nodeErrors = {
  token_invalid: { status: 401, message: 'Could not verify credentials' },
  proof_invalid: { status: 401, message: 'The request is not signed by the key the token names' },
  request_replayed: { status: 401, message: 'This request was already served' },
  request_expired: {
    status: 401,
    message: 'The request was signed too long ago, or ahead of the node clock',
  },
  share_not_found: { status: 404, message: 'No share for this identity' },
  proposal_invalid: { status: 400, message: 'The proposed share does not match its commitments' },
  rate_limited: { status: 429, message: 'Too many requests' },
  // The count could not be made (a worker's primary away): limits fail closed, never uncounted.
  rate_limit_unavailable: {
    status: 503,
    message: 'Requests cannot be counted right now, retry in a moment',
  },
  reshare_invalid: {
    status: 400,
    message: "The new share does not match its commitments or the wallet's key",
  },
  mfa_cannot_be_disabled: { status: 409, message: 'MFA is on and cannot be turned off' },
  mfa_line_changed: {
    status: 409,
    message: 'The node holds another factor line than the request expects: log in again',
  },
  recovery_not_stored: {
    status: 409,
    message: 'Store the sealed recovery factor of this factor line before the reshare',
  },
  recovery_not_found: { status: 404, message: 'No sealed recovery factor for this identity' },
  recovery_invalid: { status: 400, message: 'The sealed recovery factor is not valid' },
  recovery_secret_wrong: { status: 401, message: 'The verifier tag is not the one stored' },
  recovery_locked: {
    status: 423,
    message: 'Too many wrong attempts: the recovery factor is locked for this identity',
  },
} as const

export type NodeErrorCode = keyof typeof nodeErrors

/** A key node failure with its catalogue status and message. */
export function nodeError(
  code: NodeErrorCode,
  options: { cause?: unknown; retryAfterS?: number } = {},
) {
  return new HttpError(code, nodeErrors[code].status, nodeErrors[code].message, options)
}
