import { WalletError } from '@tessera/errors'
import { describe, expect, test } from 'vitest'
import { AuthServiceError } from './AuthServiceError.js'
import { toLoginError } from './toLoginError.js'

describe('toLoginError', () => {
  test.each(['otp_invalid', 'otp_locked', 'link_invalid', 'link_code_invalid'])(
    'error: W-137 X-041 the service refused the credentials (%s)',
    (code) => {
      const error = toLoginError(new AuthServiceError(code, 401))
      expect(error).toBeInstanceOf(WalletError)
      expect(error.code).toBe('W-137')
    },
  )

  test('error: W-139 anything else (the service unreachable, a malformed answer)', () => {
    expect(toLoginError(new AuthServiceError('network', 0)).code).toBe('W-139')
    expect(toLoginError(new TypeError('token must be a string')).code).toBe('W-139')
  })

  test('behavior: a login error the caller named (W-134, W-138) passes unchanged', () => {
    for (const code of ['W-134', 'W-138'] as const)
      expect(toLoginError(new WalletError(code)).code).toBe(code)
  })
})
