/**
 * Why an MFA operation failed. The wallet maps each code to its SPEC §8 text (W-117 incorrect
 * PIN, W-104, W-118 … W-120 input rules, W-128 setup error); the code is data, never read from
 * the message.
 */
export type MfaErrorCode =
  /** The PIN or the answers do not open the sealed recovery factor (authentication failed). */
  | 'recovery_secret_wrong'
  /** A sealed recovery factor that is not one this code wrote (version, fields, KDF bounds). */
  | 'envelope_invalid'
  /** The two factors do not rebuild the wallet's key: a wrong, stale or forged factor. */
  | 'factors_do_not_match'
  /** A PIN or answers that break the input rules (empty, repeated question, …). */
  | 'input_invalid'

/** A typed MFA failure: branch on `code`; the message is for logs only and holds no secret. */
export class MfaError extends Error {
  override readonly name = 'MfaError'
  readonly code: MfaErrorCode

  constructor(code: MfaErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(`${code}: ${message}`, options)
    this.code = code
  }
}
