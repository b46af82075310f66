import { base64urlnopad } from '@scure/base'
import { isRecoveryKdfAllowed } from './isRecoveryKdfAllowed.js'
import { MfaError } from './MfaError.js'
import type { SealedRecoveryFactor } from './SealedRecoveryFactor.js'

const questionIdPattern = /^[A-Za-z0-9_.-]{1,64}$/
const saltBytes = 16
const ivBytes = 12
/** 32-byte factor and 16-byte GCM tag. */
const ciphertextBytes = 48

/**
 * An envelope from storage or the network, checked field by field: version 1, a known curve and
 * kind, question ids only for answers, scrypt within bounds, salt, IV and ciphertext of their
 * sizes. Anything else is `MfaError('envelope_invalid')`.
 */
export function parseSealedRecoveryFactor(value: unknown): SealedRecoveryFactor {
  const invalid = (why: string) => new MfaError('envelope_invalid', why)
  if (typeof value !== 'object' || value === null) throw invalid('not an object')
  const envelope = value as Record<string, unknown>
  if (envelope.version !== 1) throw invalid('unknown version')
  const { curve, kind, questionIds, kdf, iv, ciphertext } = envelope
  if (curve !== 'secp256k1' && curve !== 'ed25519') throw invalid('unknown curve')
  if (kind !== 'pin' && kind !== 'answers') throw invalid('unknown kind')
  if (!Array.isArray(questionIds) || !questionIds.every((id) => typeof id === 'string'))
    throw invalid('question ids are not a list of strings')
  const ids = questionIds as string[]
  if (kind === 'pin' ? ids.length !== 0 : ids.length === 0)
    throw invalid('question ids do not fit the kind')
  if (!ids.every((id) => questionIdPattern.test(id)) || new Set(ids).size !== ids.length)
    throw invalid('malformed question ids')
  if (typeof kdf !== 'object' || kdf === null) throw invalid('no kdf')
  const { name, N, r, p, salt } = kdf as Record<string, unknown>
  if (name !== 'scrypt' || !isRecoveryKdfAllowed({ N, r, p })) throw invalid('kdf not allowed')
  if (
    !hasBytes(salt, saltBytes) ||
    !hasBytes(iv, ivBytes) ||
    !hasBytes(ciphertext, ciphertextBytes)
  )
    throw invalid('salt, iv or ciphertext of the wrong size')
  return {
    version: 1,
    curve,
    kind,
    questionIds: ids,
    kdf: { name, N: N as number, r: r as number, p: p as number, salt: salt as string },
    iv: iv as string,
    ciphertext: ciphertext as string,
  }
}

function hasBytes(value: unknown, length: number): value is string {
  if (typeof value !== 'string') return false
  try {
    return base64urlnopad.decode(value).length === length
  } catch {
    // Not base64url: the caller reports the envelope as invalid.
    return false
  }
}
