import { describe, expect, test } from 'vitest'
import { ProviderRpcError } from '../ProviderRpcError.js'
import { providerError } from '../providerError.js'
import { loginErrorText } from './loginErrorText.js'
import { telegramDeclined } from './telegramAuthMessage.js'

/** What the wallet frame answers for a refused code (toWireError of W-137). */
const codeRefused = new ProviderRpcError(4100, 'Could not verify credentials', { code: 'W-137' })

describe('loginErrorText', () => {
  test('default: X-041 a wrong or expired code is W-137, said with the SPEC text', () => {
    expect(loginErrorText(codeRefused, { kind: 'code' })).toBe(
      'Could not verify credentials: the code is wrong or has expired. Check it, or resend a new code.',
    )
  })

  test('args: a provider window closed or blocked', () => {
    const closed = providerError('user_deny', 'User closed the popup')
    expect(loginErrorText(closed, { kind: 'social', provider: 'GitHub' })).toBe(
      'The GitHub window was closed before you logged in.',
    )
    expect(loginErrorText(providerError('popup_blocked'), { kind: 'social', provider: 'X' })).toBe(
      'Your browser blocked the login window. Allow pop-ups for this site, then try again.',
    )
  })

  test('args: #19 a login declined in Telegram is said apart from a closed Telegram window', () => {
    expect(loginErrorText(telegramDeclined(), { kind: 'social', provider: 'Telegram' })).toBe(
      'You declined the login in Telegram.',
    )
  })

  test('args: #19 a sign-in declined in the injected wallet (4001)', () => {
    expect(loginErrorText(providerError('user_deny'), { kind: 'ethereum', wallet: 'Fox' })).toBe(
      'The sign-in was declined in Fox.',
    )
  })

  test('args: V-055 an address the wallet refuses', () => {
    expect(loginErrorText(providerError('invalid_params'), { kind: 'email' })).toBe(
      'Enter a valid email address, like name@example.com.',
    )
  })

  test('behavior: X-069 anything else is the SPEC login failure text, whatever its message says', () => {
    for (const error of [
      new ProviderRpcError(-32603, 'Could not login, unexpected error', { code: 'W-139' }),
      new ProviderRpcError(-32603, 'wrong code', { code: 'W-131' }),
      codeRefused, // W-137 outside the code step: a refused social login
      new Error('Could not verify credentials'),
    ])
      expect(loginErrorText(error, { kind: 'social', provider: 'Google' })).toBe(
        'Could not login, please try again',
      )
  })
})
