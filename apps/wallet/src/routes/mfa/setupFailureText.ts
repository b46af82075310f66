import { MfaSetupError } from '@tessera/keys'
import { clockOffText } from './clockOffText.js'
import { mfaTexts } from './mfaTexts.js'

/**
 * What a failed MFA setup tells the user: that this device's clock is off, when the key nodes
 * refused the requests as expired (#16 review finding 7: the user can fix that), else W-128
 * without its cause.
 */
export function setupFailureText(error: unknown): string {
  if (error instanceof MfaSetupError && error.clockOffsetMs !== undefined)
    return clockOffText(error.clockOffsetMs)
  return mfaTexts.errors.setupFailed
}
