import type { Hex } from 'viem'
import { decryptWithPrivateKey } from '../decryptWithPrivateKey.js'
import { agreeOnRecoveryParams } from './agreeOnRecoveryParams.js'
import { deriveRecoveryAccess } from './deriveRecoveryAccess.js'
import { firstClockOffset } from './deviceClockOffset.js'
import type { KeyNodeLogin } from './KeyNodeLogin.js'
import { keyNodeErrorCode } from './keyNodeErrorCode.js'
import { MfaError } from './MfaError.js'
import type { MfaFactor } from './MfaFactor.js'
import { openRecoveryFactor } from './openRecoveryFactor.js'
import { postRecoveryRequest } from './postRecoveryRequest.js'
import type { RecoverySecret } from './RecoverySecret.js'

/**
 * Restore on a new device (`/mfa/restore`): gets the sealed recovery factor from the key nodes and
 * opens it with the typed PIN or answers.
 *
 * 1. Every node answers the envelope's public part (`agreeOnRecoveryParams`); only settings
 *    `threshold` nodes agree on are used, so one node cannot lower the scrypt cost to learn a
 *    cheaply guessable tag.
 * 2. One KDF run (scrypt; HKDF for a passkey) gives the envelope key and each node's verifier tag.
 * 3. Each node releases the envelope (encrypted to the one-time key) only for its own tag, and
 *    counts a wrong one against the identity; after 5 it refuses (`recovery_locked`).
 *
 * A wrong secret is `MfaError('recovery_secret_wrong')` with the attempts the nodes still allow;
 * nodes that refuse the requests as expired are `clock_off` (`deviceClockOffset`). A
 * factor that opens but is not on the wallet's line is passed over for the next node's.
 */
export async function openRecoveryFactorAtNodes(
  login: KeyNodeLogin,
  secret: RecoverySecret,
  expected: {
    readonly publicKey: Hex
    /**
     * Whether a factor lies on the wallet's factor line: a node that guessed the PIN offline could
     * release a validly sealed wrong factor, and the next node's must be tried instead.
     */
    readonly isOnLine: (factor: MfaFactor) => boolean
  },
): Promise<MfaFactor> {
  const agreed = await agreeOnRecoveryParams(login)
  const access = await deriveRecoveryAccess(
    secret,
    agreed.params,
    agreed.nodes.map(({ index }) => index),
  )
  const opened = await Promise.all(
    agreed.nodes.map((node) =>
      postRecoveryRequest({
        login,
        node,
        mode: 'open',
        verifierTag: access.verifierTags.get(node.index),
      }),
    ),
  )
  let wrong = 0
  let lockedNow = 0
  let attemptsLeft: number | undefined
  for (const call of opened) {
    if (call.kind !== 'answer') continue
    const code = keyNodeErrorCode(call.body)
    if (code === 'recovery_locked') lockedNow++
    if (code === 'recovery_secret_wrong') {
      wrong++
      const left = (call.body.error as { attemptsLeft?: unknown }).attemptsLeft
      if (typeof left === 'number') attemptsLeft = Math.max(attemptsLeft ?? 0, left)
    }
    if (call.status !== 200 || typeof call.body.envelope !== 'string') continue
    try {
      const plain = await decryptWithPrivateKey(login.oneTimeKey.privateKey, call.body.envelope)
      const envelope = JSON.parse(new TextDecoder().decode(plain)) as unknown
      const factor = await openRecoveryFactor(envelope, secret, {
        publicKey: expected.publicKey,
        key: access.key,
      })
      if (expected.isOnLine(factor)) return factor
    } catch (error) {
      // A node that released something that does not open: try the next one.
      if (error instanceof MfaError && error.code === 'recovery_secret_wrong') wrong++
    }
  }
  if (wrong > 0)
    throw new MfaError('recovery_secret_wrong', 'the secret does not open the recovery factor', {
      attemptsLeft,
    })
  if (lockedNow > 0) throw new MfaError('recovery_locked', 'the key nodes refuse further attempts')
  const clockOffsetMs = firstClockOffset(opened, Date.now())
  if (clockOffsetMs !== undefined)
    throw new MfaError('clock_off', 'the key nodes refuse the requests as expired', {
      clockOffsetMs,
    })
  throw new MfaError('recovery_unavailable', 'no key node released the sealed recovery factor')
}
