import type { RecoveryPromptState } from '../../mfa/createRecoveryPrompt.js'
import { clockOffText } from './clockOffText.js'
import { mfaTexts } from './mfaTexts.js'

/**
 * The text of a failed restore try: W-117 (PIN), W-116 (answers) or the passkey's, with the
 * attempts left; the lock, which has no end time (it lasts until MFA is set up again); or this
 * device's clock. `kind` undefined: the nodes refused before saying how the factor is sealed.
 */
export function restoreErrorText(
  error: RecoveryPromptState['error'],
  kind: keyof typeof mfaTexts.restore | undefined,
): string | null {
  if (!error) return null
  if (error.code === 'clock_off') return clockOffText(error.clockOffsetMs ?? Number.NaN)
  const texts = kind ? mfaTexts.restore[kind] : undefined
  if (error.code === 'recovery_locked') return texts?.locked ?? mfaTexts.restoreBlocked.locked
  if (!texts) return null
  if (error.code !== 'recovery_secret_wrong' || error.attemptsLeft === undefined) return texts.wrong
  return `${texts.wrong}. ${mfaTexts.attemptsLeft(error.attemptsLeft)}`
}
