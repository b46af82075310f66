import { randomBytes as cryptoRandomBytes, hexToBytes } from '@noble/hashes/utils'
import { base64urlnopad } from '@scure/base'
import type { Hex } from 'viem'
import { curveGroup } from '../curveGroup.js'
import { parseScalar } from '../parseScalar.js'
import type { RandomBytes } from '../randomScalar.js'
import { deriveRecoveryKey } from './deriveRecoveryKey.js'
import { isRecoveryKdfAllowed } from './isRecoveryKdfAllowed.js'
import { MfaError } from './MfaError.js'
import { type MfaFactor, mfaFactorIndex } from './MfaFactor.js'
import { newPinProblem } from './newPinProblem.js'
import {
  type NormalisedRecoverySecret,
  normaliseRecoverySecret,
} from './normaliseRecoverySecret.js'
import type { RecoverySecret } from './RecoverySecret.js'
import { recoveryAssociatedData } from './recoveryAssociatedData.js'
import {
  defaultRecoveryKdf,
  type SealedRecoveryFactor,
  type SealedRecoveryHeader,
} from './SealedRecoveryFactor.js'

/** What a sealed recovery factor is bound to, and how hard it is to guess. */
export type SealRecoveryFactorParameters = {
  /** The wallet's public key (C_0): bound into the associated data. */
  readonly publicKey: Hex
  /**
   * scrypt cost of a PIN or answers; the default (2^17, 8, 1) unless a test lowers it (never below
   * the bounds). A passkey's envelope uses HKDF, which has none.
   */
  readonly kdf?: { readonly N: number; readonly r: number; readonly p: number } | undefined
  /** Only tests replace this (salt and IV). */
  readonly randomBytes?: RandomBytes | undefined
}

/** The envelope, and the verifier tag each key node stores beside it (`recoveryVerifierTag`). */
export type SealRecoveryFactorForNodesReturnType = {
  readonly sealed: SealedRecoveryFactor
  readonly verifierTags: ReadonlyMap<number, Hex>
}

const saltBytes = 16
const ivBytes = 12

/**
 * Seals the recovery factor under a PIN, answers or a passkey's PRF output (issue #16): scrypt (or
 * HKDF for a passkey) with a fresh random salt, then AES-256-GCM with a fresh IV and the envelope
 * bound as associated data. Useless without the secret; see docs/key-network.md "MFA: two of three
 * factors" for what a low-entropy PIN means.
 */
export async function sealRecoveryFactor(
  factor: MfaFactor,
  secret: RecoverySecret,
  parameters: SealRecoveryFactorParameters,
): Promise<SealedRecoveryFactor> {
  return (await sealRecoveryFactorForNodes(factor, secret, { ...parameters, nodeIndices: [] }))
    .sealed
}

/**
 * `sealRecoveryFactor`, plus the verifier tag of each key node that will keep the envelope (one
 * KDF run for both): a node releases the envelope only to whoever presents its tag, and counts
 * wrong ones (docs/key-network.md "The recovery factor at the nodes").
 */
export async function sealRecoveryFactorForNodes(
  factor: MfaFactor,
  secret: RecoverySecret,
  parameters: SealRecoveryFactorParameters & { readonly nodeIndices: readonly number[] },
): Promise<SealRecoveryFactorForNodesReturnType> {
  if (factor.index !== mfaFactorIndex.recovery)
    throw new MfaError('input_invalid', `factor ${factor.index} is not the recovery factor`)
  const value = parseScalar(factor.value, curveGroup(factor.curve).order)
  if (value === undefined) throw new MfaError('input_invalid', 'the factor is not a scalar')
  const { N, r, p } = parameters.kdf ?? defaultRecoveryKdf
  if (!isRecoveryKdfAllowed({ N, r, p }))
    throw new MfaError('input_invalid', 'scrypt settings out of bounds')
  const randomBytes = parameters.randomBytes ?? cryptoRandomBytes
  const normalised = normaliseRecoverySecret(secret)
  // Issue #16: a new PIN must be hard to guess; opening takes any PIN (deriveRecoveryAccess).
  if (secret.kind === 'pin' && newPinProblem(secret.pin))
    throw new MfaError('input_invalid', 'the new PIN is too easy to guess')
  const salt = randomBytes(saltBytes)
  const iv = randomBytes(ivBytes)
  const header = headerOf(normalised, {
    curve: factor.curve,
    scrypt: { N, r, p },
    salt: base64urlnopad.encode(salt),
    iv: base64urlnopad.encode(iv),
  })
  const { key, verifierTags } = await deriveRecoveryKey(
    normalised.password,
    header.kdf,
    salt,
    parameters.nodeIndices,
  )
  // Uint8Array.from copies into plain ArrayBuffers: the BufferSource WebCrypto's types ask for.
  const plaintext = Uint8Array.from(hexToBytes(factor.value.slice(2)))
  const sealed = await crypto.subtle.encrypt(
    {
      name: 'AES-GCM',
      iv: Uint8Array.from(iv),
      additionalData: Uint8Array.from(recoveryAssociatedData(header, parameters.publicKey)),
    },
    key,
    plaintext,
  )
  plaintext.fill(0)
  return {
    sealed: { ...header, ciphertext: base64urlnopad.encode(new Uint8Array(sealed)) },
    verifierTags,
  }
}

/** The envelope but its ciphertext, for the secret's kind (`SealedRecoveryFactor`). */
function headerOf(
  normalised: NormalisedRecoverySecret,
  fields: {
    readonly curve: SealedRecoveryFactor['curve']
    readonly scrypt: { readonly N: number; readonly r: number; readonly p: number }
    readonly salt: string
    readonly iv: string
  },
): SealedRecoveryHeader {
  const { curve, salt, iv } = fields
  if (normalised.kind === 'passkey')
    return {
      version: 1,
      curve,
      kind: 'passkey',
      questionIds: [],
      kdf: { name: 'hkdf-sha256', salt },
      passkey: normalised.passkey,
      iv,
    }
  const { kind, questionIds } = normalised
  return {
    version: 1,
    curve,
    kind,
    questionIds,
    kdf: { name: 'scrypt', ...fields.scrypt, salt },
    iv,
  }
}
