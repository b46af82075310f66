import { utf8ToBytes } from '@noble/hashes/utils'
import { MfaError } from './MfaError.js'
import type { RecoverySecret } from './RecoverySecret.js'

/** The KDF's password and the question ids the envelope binds. */
export type NormalisedRecoverySecret = {
  readonly kind: RecoverySecret['kind']
  readonly password: Uint8Array
  /** Empty for a PIN. */
  readonly questionIds: readonly string[]
}

const maxInputLength = 256
const questionIdPattern = /^[A-Za-z0-9_.-]{1,64}$/

/**
 * One spelling per secret, so the same PIN or answers always derive the same key: Unicode NFKC
 * everywhere; a PIN is trimmed; an answer is trimmed, lower-cased and its inner whitespace
 * collapsed to one space ("  Rex  the Dog" opens what "rex the dog" sealed). Throws
 * `MfaError('input_invalid')` for an empty PIN (W-104), an empty answer (W-118), a repeated
 * question (W-119) or a malformed question id.
 */
export function normaliseRecoverySecret(secret: RecoverySecret): NormalisedRecoverySecret {
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
