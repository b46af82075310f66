import { describe, expect, test } from 'vitest'
import { ProviderRpcError } from './ProviderRpcError.js'
import { providerError, toProviderError } from './providerError.js'

describe('providerError', () => {
  test('default: the standard numbers of the SDK codes', () => {
    const codes = [
      'user_deny',
      'unauthorized',
      'operation_not_supported',
      'all_disconnected',
      'chain_disconnected',
      '4902',
      'invalid_params',
      'popup_blocked',
      'W-137',
      'W-131',
    ] as const
    expect(Object.fromEntries(codes.map((code) => [code, providerError(code).code]))).toEqual({
      user_deny: 4001,
      unauthorized: 4100,
      operation_not_supported: 4200,
      all_disconnected: 4900,
      chain_disconnected: 4901,
      '4902': 4902,
      invalid_params: -32602,
      popup_blocked: -32603,
      'W-137': 4100,
      'W-131': -32603,
    })
  })

  test('behavior: an instance of Error and of ProviderRpcError, spec code in data', () => {
    const error = providerError('user_deny', 'User closed the popup')
    expect(error).toBeInstanceOf(Error)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect({ ...error, message: error.message }).toEqual({
      name: 'ProviderRpcError',
      code: 4001,
      message: 'User closed the popup',
      data: { code: 'user_deny' },
    })
  })
})

describe('toProviderError', () => {
  test('args: what a rejected penpal call carries (a deserialised Error) keeps its message as -32603', () => {
    expect(toProviderError(Object.assign(new Error('kaput'), { name: 'Error' }))).toMatchObject({
      code: -32603,
      message: 'kaput',
      data: { code: 'W-131' },
    })
  })

  test('args: user_closed_popup is a user rejection (4001)', () => {
    expect(toProviderError('user_closed_popup')).toMatchObject({
      code: 4001,
      data: { code: 'user_deny' },
    })
  })

  test('behavior: an existing ProviderRpcError passes unchanged', () => {
    const error = providerError('unauthorized')
    expect(toProviderError(error)).toBe(error)
  })
})
