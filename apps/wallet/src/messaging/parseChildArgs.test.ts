import { WalletError } from '@tessera/errors'
import { describe, expect, test } from 'vitest'
import { parseChildArgs } from './parseChildArgs.js'

const reasonOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error instanceof WalletError ? [error.code, error.shortMessage] : ['other']
  }
  return ['no error']
}

describe('parseChildArgs (HOST-PROTOCOL §C)', () => {
  test('default: a host request keeps id, method and params', () => {
    expect(
      parseChildArgs('sendRequest', [
        { jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [], extra: 'dropped' },
      ]),
    ).toEqual([{ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] }])
  })

  test('args: logins take exactly the fields they need', () => {
    expect(parseChildArgs('initOTPLogin', [' alice@example.com '])).toEqual(['alice@example.com'])
    expect(parseChildArgs('triggerBearerLogin', ['firebase', { uid: 'u', token: 't' }])).toEqual([
      'firebase',
      { token: 't', uid: 'u' },
    ])
    expect(
      parseChildArgs('triggerCustomLogin', [{ token: 't', userID: 'u', provider: 'p', x: 1 }]),
    ).toEqual([{ token: 't', userID: 'u', provider: 'p' }])
  })

  test('error: malformed arguments are invalid_params naming the field', () => {
    expect(reasonOf(() => parseChildArgs('initOTPLogin', ['not-an-email']))).toEqual([
      'invalid_params',
      'initOTPLogin: email must be a valid e-mail address',
    ])
    expect(reasonOf(() => parseChildArgs('sendRequest', [{ method: 'eth_chainId' }]))).toEqual([
      'invalid_params',
      'sendRequest: id must be a string or a number',
    ])
    expect(
      reasonOf(() => parseChildArgs('triggerBearerLogin', ['github', { token: 't' }])),
    ).toEqual(['invalid_params', "triggerBearerLogin: type must be 'firebase' or 'telegram'"])
    expect(reasonOf(() => parseChildArgs('getPublicKey', ['a']))).toEqual([
      'invalid_params',
      'getPublicKey: verifier must be a non-empty string',
    ])
  })
})
