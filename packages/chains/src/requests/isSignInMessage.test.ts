import { describe, expect, test } from 'vitest'
import { isSignInMessage } from './isSignInMessage.js'

const message = (address: string) =>
  `app wants you to sign in with your account:\n${address}\nURI: https://app\nVersion: 1\nNonce: 1\nIssued At: 2026-01-01`

describe('isSignInMessage', () => {
  test('default: V-056 the SPEC §5 parts and the wallet address', () => {
    expect(isSignInMessage(message('AbC'), { address: 'AbC', isCaseSensitive: true })).toBe(true)
  })

  test('args: addresses that ignore case (EVM) match in any case; base58 only exactly', () => {
    expect(isSignInMessage(message('0xabc'), { address: '0xABC', isCaseSensitive: false })).toBe(
      true,
    )
    expect(isSignInMessage(message('abc'), { address: 'AbC', isCaseSensitive: true })).toBe(false)
  })

  test('behavior: V-057 a part missing is no sign-in', () => {
    const text = message('AbC').replace('Nonce', 'Number')
    expect(isSignInMessage(text, { address: 'AbC', isCaseSensitive: true })).toBe(false)
  })
})
