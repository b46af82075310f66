import { bytesToHex } from '@noble/hashes/utils'
import { base64urlnopad } from '@scure/base'
import type { Hex } from 'viem'
import { curveGroup } from '../curveGroup.js'
import { parseScalar } from '../parseScalar.js'
import { assertSecretFits } from './assertSecretFits.js'
import { deriveRecoveryKey } from './deriveRecoveryKey.js'
import { MfaError } from './MfaError.js'
import { type MfaFactor, mfaFactorIndex } from './MfaFactor.js'
import { normaliseRecoverySecret } from './normaliseRecoverySecret.js'
import { parseSealedRecoveryFactor } from './parseSealedRecoveryFactor.js'
import type { RecoverySecret } from './RecoverySecret.js'
import { recoveryAssociatedData } from './recoveryAssociatedData.js'

/** The wallet the envelope must belong to. */
export type OpenRecoveryFactorParameters = {
  /** The wallet's public key (C_0), as when sealed. */
  readonly publicKey: Hex
  /**
   * The envelope key when already derived from this secret and the envelope's KDF settings
   * (`deriveRecoveryAccess`, restore): saves a second KDF run. A key of another secret just
   * fails like a wrong secret.
   */
  readonly key?: CryptoKey | undefined
}

/**
 * Opens a sealed recovery factor with the PIN, answers or passkey (`/mfa/restore`). A wrong secret
 * (another passkey's PRF output too), an envelope of another wallet or a tampered field fails
 * AES-GCM's tag: `MfaError('recovery_secret_wrong')` (W-117 for a PIN), never a wrong factor. An
 * envelope this code did not write is `envelope_invalid`, before any KDF work.
 */
export async function openRecoveryFactor(
  sealed: unknown,
  secret: RecoverySecret,
  parameters: OpenRecoveryFactorParameters,
): Promise<MfaFactor> {
  const envelope = parseSealedRecoveryFactor(sealed)
  const normalised = normaliseRecoverySecret(secret)
  assertSecretFits(normalised, envelope)
  const key =
    parameters.key ??
    (
      await deriveRecoveryKey(
        normalised.password,
        envelope.kdf,
        base64urlnopad.decode(envelope.kdf.salt),
      )
    ).key
  let plaintext: Uint8Array
  try {
    plaintext = new Uint8Array(
      await crypto.subtle.decrypt(
        {
          name: 'AES-GCM',
          // Uint8Array.from: plain ArrayBuffers, the BufferSource WebCrypto's types ask for.
          iv: Uint8Array.from(base64urlnopad.decode(envelope.iv)),
          // The questions asked at restore must be the ones sealed, in the same order.
          additionalData: Uint8Array.from(
            recoveryAssociatedData(
              envelope.kind === 'passkey'
                ? envelope
                : { ...envelope, questionIds: normalised.questionIds },
              parameters.publicKey,
            ),
          ),
        },
        key,
        Uint8Array.from(base64urlnopad.decode(envelope.ciphertext)),
      ),
    )
  } catch (cause) {
    throw new MfaError('recovery_secret_wrong', 'the secret does not open the recovery factor', {
      cause,
    })
  }
  const value: Hex = `0x${bytesToHex(plaintext)}`
  plaintext.fill(0)
  if (parseScalar(value, curveGroup(envelope.curve).order) === undefined)
    throw new MfaError('envelope_invalid', 'the sealed value is not a scalar')
  return { curve: envelope.curve, index: mfaFactorIndex.recovery, value }
}
