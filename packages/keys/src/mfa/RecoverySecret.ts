/**
 * What seals the recovery factor: a PIN or answers to security questions the user knows (SPEC §2
 * /mfa/setup), or a passkey's PRF output (issue #16, beyond the spec). Normalised before use
 * (`normaliseRecoverySecret`).
 */
export type RecoverySecret =
  | { readonly kind: 'pin'; readonly pin: string }
  | {
      readonly kind: 'answers'
      /** In the order asked; the ids are bound into the sealed envelope. */
      readonly answers: readonly { readonly questionId: string; readonly answer: string }[]
    }
  | PasskeyRecoverySecret

/**
 * A passkey's WebAuthn PRF output (hmac-secret): 32 bytes the authenticator computes from a
 * credential-bound secret and the PRF input, only after user verification. `credentialId` and
 * `prfSalt` say which passkey and which input; the envelope binds both (`RecoveryPasskey`).
 */
export type PasskeyRecoverySecret = {
  readonly kind: 'passkey'
  readonly prfOutput: Uint8Array
} & RecoveryPasskey

/** Which passkey and PRF input seal a recovery factor: public, kept in the envelope. */
export type RecoveryPasskey = {
  /** The credential's id, base64url (`PublicKeyCredential.id`). */
  readonly credentialId: string
  /** The PRF input (`prf.eval.first`): 32 random bytes, base64url. */
  readonly prfSalt: string
}
