import { MfaSetupError } from '@tessera/keys'
import { describe, expect, test } from 'vitest'
import { mfaTexts } from './mfaTexts.js'
import { setupFailureText } from './setupFailureText.js'

const expired = [{ index: 1, reason: 'answered 401 request_expired' }]

describe('setupFailureText: what a failed MFA setup tells the user', () => {
  test("#16 review finding 7: nodes that refused the requests as expired: the device's clock, by how much", () => {
    const behind = new MfaSetupError('reshare', expired, new Map(), -12 * 60_000)
    expect(setupFailureText(behind)).toBe(
      "Your device's clock is about 12 minutes behind: set it to the right time (automatic date and time) and try again.",
    )
    const unknown = new MfaSetupError('reshare', expired, new Map(), Number.NaN)
    expect(setupFailureText(unknown)).toMatch(/^Your device's clock seems to be off/)
  })

  test('error: W-128 for every other failure, without its cause', () => {
    const lost = new MfaSetupError('reshare', [{ index: 3, reason: 'TypeError' }], new Map())
    expect(setupFailureText(lost)).toBe(mfaTexts.errors.setupFailed)
    expect(setupFailureText(new Error('boom'))).toBe(mfaTexts.errors.setupFailed)
  })
})
