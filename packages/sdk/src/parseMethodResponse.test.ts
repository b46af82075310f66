import { expect, test } from 'vitest'
import { parseMethodResponse } from './parseMethodResponse.js'

test('default: results and errors, matched by numeric id', () => {
  expect(parseMethodResponse('eth_accounts', { jsonrpc: '2.0', id: 3, result: [] })).toEqual({
    method: 'eth_accounts',
    id: 3,
    ok: true,
    result: [],
  })
  expect(
    parseMethodResponse('personal_sign', { jsonrpc: '2.0', id: 4, error: 'user_deny' }),
  ).toEqual({ method: 'personal_sign', id: 4, ok: false, error: 'user_deny' })
  expect(parseMethodResponse('eth_call', { id: 5, result: null })).toMatchObject({ ok: true })
})

test.each([
  [undefined, { id: 1, result: 1 }],
  ['eth_accounts', null],
  ['eth_accounts', 'ok'],
  ['eth_accounts', { id: '1', result: 1 }],
  ['eth_accounts', { id: 1.5, result: 1 }],
  ['eth_accounts', { id: 1 }],
])('behavior: malformed onMethodResponse(%j, %j) is ignored', (method, response) => {
  expect(parseMethodResponse(method, response)).toBeUndefined()
})
