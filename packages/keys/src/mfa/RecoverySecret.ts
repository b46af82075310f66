/**
 * What the user knows that seals the recovery factor: a PIN, or answers to security questions
 * (SPEC §2 /mfa/setup). Normalised before use (`normaliseRecoverySecret`).
 */
export type RecoverySecret =
  | { readonly kind: 'pin'; readonly pin: string }
  | {
      readonly kind: 'answers'
      /** In the order asked; the ids are bound into the sealed envelope. */
      readonly answers: readonly { readonly questionId: string; readonly answer: string }[]
    }
