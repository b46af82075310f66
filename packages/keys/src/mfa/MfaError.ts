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
  /** An MFA identity, and this device holds no device factor for it (LOCAL_SHARE_MISSING). */
  | 'device_factor_missing'
  /** The key nodes refuse to release the sealed recovery factor: too many wrong attempts. */
  | 'recovery_locked'
  /** No key node holds a sealed recovery factor for this identity, or too few answered. */
  | 'recovery_unavailable'
  /** The key nodes refused the signed requests as expired: this device's clock is off (`clockOffsetMs`). */
  | 'clock_off'

/** A typed MFA failure: branch on `code`; the message is for logs only and holds no secret. */
export class MfaError extends Error {
  override readonly name = 'MfaError'
  readonly code: MfaErrorCode
  /** With `recovery_secret_wrong` from the key nodes: wrong attempts left before the lock. */
  readonly attemptsLeft: number | undefined
  /** With `clock_off`: how far this device's clock is ahead of the nodes' (ms; NaN: unknown). */
  readonly clockOffsetMs: number | undefined

  constructor(
    code: MfaErrorCode,
    message: string,
    options: {
      cause?: unknown
      attemptsLeft?: number | undefined
      clockOffsetMs?: number | undefined
    } = {},
  ) {
    super(`${code}: ${message}`, { cause: options.cause })
    this.code = code
    this.attemptsLeft = options.attemptsLeft
    this.clockOffsetMs = options.clockOffsetMs
  }
}
