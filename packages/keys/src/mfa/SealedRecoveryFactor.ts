import type { KeyCurve } from '../KeyCurve.js'
import type { RecoveryPasskey } from './RecoverySecret.js'

/**
 * The recovery factor sealed under a PIN, answers or a passkey (version 1): a KDF over the secret
 * and a random salt gives an AES-256-GCM key; the associated data binds everything here but the
 * ciphertext, plus the wallet's public key. Plain JSON: stored by the nodes or the server.
 */
export type SealedRecoveryFactor = ScryptSealedRecoveryFactor | PasskeySealedRecoveryFactor

/** A PIN or answers: scrypt, memory-hard, since people pick guessable secrets. */
export type ScryptSealedRecoveryFactor = SealedRecoveryFactorBase & {
  readonly kind: 'pin' | 'answers'
  /** The questions asked, in order; empty for a PIN. */
  readonly questionIds: readonly string[]
  readonly kdf: {
    readonly name: 'scrypt'
    /** CPU/memory cost, a power of two; memory ≈ 128·N·r bytes. */
    readonly N: number
    readonly r: number
    readonly p: number
    /** 16 random bytes, base64url. */
    readonly salt: string
  }
}

/**
 * A passkey (issue #16): its PRF output is already 256 uniformly random bits, so HKDF-SHA256
 * extracts the key; nothing to slow down. Restore asks the same credential for the same PRF input.
 */
export type PasskeySealedRecoveryFactor = SealedRecoveryFactorBase & {
  readonly kind: 'passkey'
  readonly questionIds: readonly []
  readonly kdf: {
    readonly name: 'hkdf-sha256'
    /** 16 random bytes, base64url. */
    readonly salt: string
  }
  readonly passkey: RecoveryPasskey
}

/** An envelope but its ciphertext: what the associated data binds. */
export type SealedRecoveryHeader =
  | Omit<ScryptSealedRecoveryFactor, 'ciphertext'>
  | Omit<PasskeySealedRecoveryFactor, 'ciphertext'>

type SealedRecoveryFactorBase = {
  readonly version: 1
  readonly curve: KeyCurve
  /** 12 random bytes, base64url. */
  readonly iv: string
  /** AES-GCM of the 32-byte factor value with its 16-byte tag, base64url. */
  readonly ciphertext: string
}

/** scrypt cost of a new envelope: N = 2^17, r = 8, p = 1 (128 MiB, the OWASP minimum for scrypt). */
export const defaultRecoveryKdf = { N: 2 ** 17, r: 8, p: 1 } as const

/**
 * Bounds on what an envelope may ask of the KDF when opened: enough for the default and for tests'
 * cheap settings, never so much that a forged envelope exhausts the device (2^20·8·128 = 1 GiB).
 */
export const recoveryKdfBounds = { minN: 2 ** 10, maxN: 2 ** 20, maxR: 16, maxP: 4 } as const
