import { describe, expect, test } from 'vitest'
import { clockOffText } from './clockOffText.js'
import { restoreErrorText } from './restoreErrorText.js'

describe('restoreErrorText: what a failed restore try tells the user', () => {
  test("#16 review finding 7: expired requests say the device's clock is off, by how much and which way", () => {
    expect(restoreErrorText({ code: 'clock_off', clockOffsetMs: 7 * 60_000 + 20_000 }, 'pin')).toBe(
      "Your device's clock is about 7 minutes ahead: set it to the right time (automatic date and time) and try again.",
    )
    expect(restoreErrorText({ code: 'clock_off', clockOffsetMs: -90_000 }, undefined)).toContain(
      'about 2 minutes behind',
    )
    expect(clockOffText(-61_000)).toContain('about 1 minute behind')
    expect(restoreErrorText({ code: 'clock_off' }, 'answers')).toBe(
      "Your device's clock seems to be off by more than a minute: set it to the right time (automatic date and time) and try again.",
    )
  })

  test('#16: the lock says it lasts until MFA is set up again, for the kind known or before it is', () => {
    for (const kind of ['pin', 'answers', 'passkey', undefined] as const)
      expect(restoreErrorText({ code: 'recovery_locked' }, kind)).toMatch(
        /locked for this account\. It stays locked, with no time limit, until MFA is set up again on a device that still has your wallet\.$/,
      )
    expect(restoreErrorText({ code: 'recovery_locked' }, 'pin')).toMatch(/^Too many wrong PINs/)
  })

  test('error: W-117: a wrong PIN with the attempts left; nothing to say without an error', () => {
    expect(restoreErrorText({ code: 'recovery_secret_wrong', attemptsLeft: 1 }, 'pin')).toMatch(
      /\. 1 attempt left$/,
    )
    expect(restoreErrorText(undefined, 'pin')).toBeNull()
  })
})
