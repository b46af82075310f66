import { describe, expect, test } from 'vitest'
import { WalletError } from './WalletError.js'

describe('WalletError', () => {
  test('default: carries code, text, docs path', () => {
    const error = new WalletError('W-122')
    expect(error).toBeInstanceOf(Error)
    expect(error.code).toBe('W-122')
    expect(error.shortMessage).toBe('Incorrect chain ID and RPC URL combination')
    expect(error.message).toBe(error.shortMessage)
    expect(error.docsPath).toBe('/docs/errors.md#w-122')
    expect(error.details).toBeUndefined()
  })

  test('args: params fill the message (SPEC §5 wallet_switchEthereumChain)', () => {
    const error = new WalletError('4902', { params: { chainId: '0x89' } })
    expect(error.shortMessage).toBe('Chain Id 0x89 is not in the list')
  })

  test('args: details are appended to the log message only', () => {
    const error = new WalletError('W-123', { details: 'ECONNREFUSED 127.0.0.1:1' })
    expect(error.shortMessage).toBe('Invalid RPC URL')
    expect(error.message).toMatchInlineSnapshot(`
      "Invalid RPC URL

      Details: ECONNREFUSED 127.0.0.1:1"
    `)
  })

  test('behavior: walk finds the deepest cause or the one asked for', () => {
    const root = new TypeError('fetch failed')
    const middle = new WalletError('W-123', { cause: root })
    const top = new WalletError('W-131', { cause: middle })
    expect(top.walk()).toBe(root)
    expect(top.walk((e) => e instanceof WalletError && e.code === 'W-123')).toBe(middle)
    expect(top.walk((e) => e === 'absent')).toBeNull()
  })

  test('error: a code with parameters requires them (type level)', () => {
    // @ts-expect-error 4902 needs { params: { chainId } }
    const error = new WalletError('4902')
    expect(error.shortMessage).toBe('Chain Id {chainId} is not in the list')
  })
})
