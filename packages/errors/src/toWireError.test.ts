import { describe, expect, test } from 'vitest'
import { toWireError } from './toWireError.js'
import { WalletError } from './WalletError.js'

describe('toWireError', () => {
  test('default: user_deny becomes EIP-1193 4001 with the spec code in data', () => {
    expect(toWireError(new WalletError('user_deny'))).toMatchInlineSnapshot(`
      {
        "code": 4001,
        "data": {
          "code": "user_deny",
        },
        "message": "User rejected the request",
      }
    `)
  })

  test.each([
    ['operation_not_supported', 4200],
    ['unauthorized', 4100],
    ['all_disconnected', 4900],
    ['chain_disconnected', 4901],
    ['W-141', -32602],
    ['W-131', -32603],
  ] as const)('args: %s maps to %i', (code, rpcCode) => {
    const wire = toWireError(new WalletError(code))
    expect(wire.code).toBe(rpcCode)
    expect(wire.data.code).toBe(code)
  })

  test('args: 4902 keeps the chain id in its message (SPEC §5)', () => {
    const wire = toWireError(new WalletError('4902', { params: { chainId: '0x2a' } }))
    expect(wire).toEqual({
      code: 4902,
      message: 'Chain Id 0x2a is not in the list',
      data: { code: '4902' },
    })
  })

  test('args: invalid params carry their reason (SPEC §5 account param)', () => {
    const error = new WalletError('invalid_params', {
      params: { reason: 'must provide an Ethereum address' },
    })
    expect(toWireError(error)).toEqual({
      code: -32602,
      message: 'must provide an Ethereum address',
      data: { code: 'invalid_params' },
    })
  })

  test('behavior: unknown errors become W-131 without internals', () => {
    const secret = 'privateKey=0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
    for (const thrown of [new Error(secret), secret, { code: 4001, message: secret }, undefined]) {
      const wire = toWireError(thrown)
      expect(wire).toEqual({
        code: -32603,
        message: 'Something went wrong',
        data: { code: 'W-131' },
      })
      expect(JSON.stringify(wire)).not.toContain('0xac09')
    }
  })

  test('behavior: details and causes never reach the host', () => {
    const error = new WalletError('W-123', {
      details: 'at http://user:pass@rpc',
      cause: new Error('x'),
    })
    expect(JSON.stringify(toWireError(error))).not.toContain('pass')
  })
})
