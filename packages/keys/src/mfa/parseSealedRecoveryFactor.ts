import { base64urlByteLength } from './base64urlByteLength.js'
import { isRecoveryKdfAllowed } from './isRecoveryKdfAllowed.js'
import { isRecoveryPasskey } from './isRecoveryPasskey.js'
import { MfaError } from './MfaError.js'
import type { SealedRecoveryFactor } from './SealedRecoveryFactor.js'

const questionIdPattern = /^[A-Za-z0-9_.-]{1,64}$/
const saltBytes = 16
const ivBytes = 12
/** 32-byte factor and 16-byte GCM tag. */
const ciphertextBytes = 48

/**
 * An envelope from storage or the network, checked field by field: version 1, a known curve and
 * kind, question ids only for answers, scrypt within bounds for a PIN or answers, HKDF and a
 * well-formed credential id and PRF input for a passkey, salt, IV and ciphertext of their sizes.
 * Anything else is `MfaError('envelope_invalid')`.
 */
export function parseSealedRecoveryFactor(value: unknown): SealedRecoveryFactor {
  const invalid = (why: string) => new MfaError('envelope_invalid', why)
  if (typeof value !== 'object' || value === null) throw invalid('not an object')
  const envelope = value as Record<string, unknown>
  if (envelope.version !== 1) throw invalid('unknown version')
  const { curve, kind, questionIds, kdf, iv, ciphertext } = envelope
  if (curve !== 'secp256k1' && curve !== 'ed25519') throw invalid('unknown curve')
  if (kind !== 'pin' && kind !== 'answers' && kind !== 'passkey') throw invalid('unknown kind')
  if (!Array.isArray(questionIds) || !questionIds.every((id) => typeof id === 'string'))
    throw invalid('question ids are not a list of strings')
  const ids = questionIds as string[]
  if (kind === 'answers' ? ids.length === 0 : ids.length !== 0)
    throw invalid('question ids do not fit the kind')
  if (!ids.every((id) => questionIdPattern.test(id)) || new Set(ids).size !== ids.length)
    throw invalid('malformed question ids')
  if (typeof kdf !== 'object' || kdf === null) throw invalid('no kdf')
  const { name, N, r, p, salt } = kdf as Record<string, unknown>
  const isScrypt = name === 'scrypt' && isRecoveryKdfAllowed({ N, r, p })
  // Issue #16: a passkey's PRF output keys the envelope through HKDF; restore asks the credential
  // named here for the PRF input named here.
  const isHkdf = name === 'hkdf-sha256'
  if (kind === 'passkey' ? !isHkdf : !isScrypt) throw invalid('kdf not allowed')
  if (
    base64urlByteLength(salt) !== saltBytes ||
    base64urlByteLength(iv) !== ivBytes ||
    base64urlByteLength(ciphertext) !== ciphertextBytes
  )
    throw invalid('salt, iv or ciphertext of the wrong size')
  if (kind !== 'passkey')
    return {
      version: 1,
      curve,
      kind,
      questionIds: ids,
      kdf: { name: 'scrypt', N: N as number, r: r as number, p: p as number, salt: salt as string },
      iv: iv as string,
      ciphertext: ciphertext as string,
    }
  const { passkey } = envelope
  if (typeof passkey !== 'object' || passkey === null) throw invalid('no passkey')
  const { credentialId, prfSalt } = passkey as Record<string, unknown>
  if (!isRecoveryPasskey({ credentialId, prfSalt })) throw invalid('malformed passkey')
  return {
    version: 1,
    curve,
    kind,
    questionIds: [],
    kdf: { name: 'hkdf-sha256', salt: salt as string },
    passkey: { credentialId: credentialId as string, prfSalt: prfSalt as string },
    iv: iv as string,
    ciphertext: ciphertext as string,
  }
}
