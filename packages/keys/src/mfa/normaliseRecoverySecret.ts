import { utf8ToBytes } from '@noble/hashes/utils'
import { isRecoveryPasskey } from './isRecoveryPasskey.js'
import { MfaError } from './MfaError.js'
import type { RecoveryPasskey, RecoverySecret } from './RecoverySecret.js'

/** The KDF's password and what else the envelope binds: question ids, or the passkey. */
export type NormalisedRecoverySecret =
  | {
      readonly kind: 'pin' | 'answers'
      readonly password: Uint8Array
      /** Empty for a PIN. */
      readonly questionIds: readonly string[]
    }
  | {
      readonly kind: 'passkey'
      /** A copy of the PRF output. */
      readonly password: Uint8Array
      readonly questionIds: readonly []
      readonly passkey: RecoveryPasskey
    }

const maxInputLength = 256
/** The PRF extension's output: HMAC-SHA-256 by the authenticator (WebAuthn L3 §10.1.4). */
const prfOutputBytes = 32
const questionIdPattern = /^[A-Za-z0-9_.-]{1,64}$/

/**
 * One spelling per secret, so the same PIN or answers always derive the same key: Unicode NFKC
 * everywhere; a PIN is trimmed; an answer is trimmed, lower-cased and its inner whitespace
 * collapsed to one space ("  Rex  the Dog" opens what "rex the dog" sealed). Throws
 * `MfaError('input_invalid')` for an empty PIN (W-104), an empty answer (W-118), a repeated
 * question (W-119) or a malformed question id. A passkey's PRF output is used as it is: 32 bytes,
 * with a well-formed credential id and PRF input.
 */
export function normaliseRecoverySecret(secret: RecoverySecret): NormalisedRecoverySecret {
  if (secret.kind === 'passkey') {
    const { prfOutput, credentialId, prfSalt } = secret
    if (!(prfOutput instanceof Uint8Array) || prfOutput.length !== prfOutputBytes)
      throw new MfaError('input_invalid', 'the PRF output is not 32 bytes')
    if (!isRecoveryPasskey({ credentialId, prfSalt }))
      throw new MfaError('input_invalid', 'malformed credential id or PRF input')
    return {
      kind: 'passkey',
      password: Uint8Array.from(prfOutput),
      questionIds: [],
      passkey: { credentialId, prfSalt },
    }
  }
  if (secret.kind === 'pin') {
    const pin = secret.pin.normalize('NFKC').trim()
    if (pin.length === 0) throw new MfaError('input_invalid', 'the PIN is empty')
    if (pin.length > maxInputLength) throw new MfaError('input_invalid', 'the PIN is too long')
    return { kind: 'pin', password: utf8ToBytes(`pin\n${pin}`), questionIds: [] }
  }
  if (secret.answers.length === 0) throw new MfaError('input_invalid', 'no answers')
  const questionIds = secret.answers.map(({ questionId }) => questionId)
  for (const id of questionIds)
    if (!questionIdPattern.test(id)) throw new MfaError('input_invalid', 'malformed question id')
  if (new Set(questionIds).size !== questionIds.length)
    throw new MfaError('input_invalid', 'a question is repeated')
  const answers = secret.answers.map(({ answer }) =>
    answer.normalize('NFKC').trim().toLowerCase().replace(/\s+/gu, ' '),
  )
  if (answers.some((answer) => answer.length === 0))
    throw new MfaError('input_invalid', 'an answer is empty')
  if (answers.some((answer) => answer.length > maxInputLength))
    throw new MfaError('input_invalid', 'an answer is too long')
  // JSON of the list: unambiguous, whatever characters the answers hold.
  return {
    kind: 'answers',
    password: utf8ToBytes(`answers\n${JSON.stringify(answers)}`),
    questionIds,
  }
}
