import { describe, expect, test } from 'vitest'
import { describeError } from './describeError.js'

describe('describeError', () => {
  test('default: an EIP-1193 error shows its code, message and the spec code in data', () => {
    const error = Object.assign(new Error('User rejected the request.'), {
      code: 4001,
      data: { code: 'user_deny' },
    })
    expect(describeError(error)).toEqual({
      code: '4001',
      message: 'User rejected the request.',
      data: '{"code":"user_deny"}',
    })
  })

  test('behavior: an error without a code (an SDK usage error) shows `none`', () => {
    expect(describeError(new Error('not initialized'))).toEqual({
      code: 'none',
      message: 'not initialized',
      data: '',
    })
  })

  test('behavior: a thrown string is shown as the message', () => {
    expect(describeError('user_deny')).toEqual({ code: 'none', message: 'user_deny', data: '' })
  })
})
