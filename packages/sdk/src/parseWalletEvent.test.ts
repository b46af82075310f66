import { describe, expect, test } from 'vitest'
import { parseWalletEvent, toHexChainId } from './parseWalletEvent.js'

const address = '0xAbCdEf0123456789abcdef0123456789ABCDEF01'

describe('parseWalletEvent', () => {
  test('default: the events of HOST-PROTOCOL §E', () => {
    expect(parseWalletEvent('connect', { chainId: '0x7a69' })).toEqual({
      type: 'connect',
      chainId: '0x7a69',
    })
    expect(parseWalletEvent('chainChanged', { chainId: 31338 })).toEqual({
      type: 'chainChanged',
      chainId: '0x7a6a',
    })
    expect(parseWalletEvent('accountsChanged', address)).toEqual({
      type: 'accountsChanged',
      account: address,
    })
    expect(parseWalletEvent('disconnect', undefined)).toEqual({ type: 'disconnect' })
    expect(parseWalletEvent('message', 'mfa_flow')).toEqual({
      type: 'message',
      message: 'mfa_flow',
    })
  })

  test('args: a Solana app’s account (base58) in accountsChanged; C-045', () => {
    const solanaAddress = '4wBqpZM9xaSheZzJSMawUKKwhdpChKbZ5eu5ky4Vigw'
    expect(parseWalletEvent('accountsChanged', solanaAddress)).toEqual({
      type: 'accountsChanged',
      account: solanaAddress,
    })
    expect(parseWalletEvent('accountsChanged', '11111111111111111111111111111111')).toEqual({
      type: 'accountsChanged',
      account: '11111111111111111111111111111111',
    })
  })

  test('args: EIP-2255 [] in accountsChanged is no account (the app was disconnected)', () => {
    expect(parseWalletEvent('accountsChanged', [])).toEqual({
      type: 'accountsChanged',
      account: null,
    })
  })

  test.each([
    ['connect', undefined],
    ['connect', { chainId: 'mainnet' }],
    ['chainChanged', { chainId: -1 }],
    ['chainChanged', { chainId: 1.5 }],
    ['chainChanged', '0x1'],
    ['accountsChanged', [address]],
    ['accountsChanged', '0x1234'],
    ['accountsChanged', 42],
    ['accountsChanged', '4wBqpZM9xaSheZzJSMawUKKwhdpChKb'],
    ['accountsChanged', '4wBqpZM9xaSheZzJSMawUKKwhdpChKbZ5eu5ky4Vigw4w'],
    ['accountsChanged', '0wBqpZM9xaSheZzJSMawUKKwhdpChKbZ5eu5ky4Vigw'],
    ['accountsChanged', 'OIlBqpZM9xaSheZzJSMawUKKwhdpChKbZ5eu5ky4Vigw'],
    ['message', { text: 'mfa_flow' }],
    ['wallet_close', undefined],
    ['__proto__', {}],
    [42, {}],
  ])('behavior: malformed %s %j is ignored', (event, value) => {
    expect(parseWalletEvent(event, value)).toBeUndefined()
  })
})

describe('toHexChainId', () => {
  test.each([
    [1, '0x1'],
    [31337, '0x7a69'],
    ['0x007A69', '0x7a69'],
    ['0x0', undefined],
    [0, undefined],
    ['7a69', undefined],
    [Number.MAX_SAFE_INTEGER + 2, undefined],
  ])('args: %j gives %j', (value, expected) => {
    expect(toHexChainId(value)).toBe(expected)
  })
})
