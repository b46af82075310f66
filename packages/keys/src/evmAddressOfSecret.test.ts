import { describe, expect, test } from 'vitest'
import { curveGroup } from './curveGroup.js'
import { evmAddressOfSecret } from './evmAddressOfSecret.js'

describe('evmAddressOfSecret', () => {
  test('default: secret 1', () => {
    expect(evmAddressOfSecret(1n)).toBe('0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf')
  })

  test('args: secret 2', () => {
    expect(evmAddressOfSecret(2n)).toBe('0x2B5AD5c4795c026514f8317c7a215E218DcCD6cF')
  })

  test('error: secret outside [1, n)', () => {
    expect(() => evmAddressOfSecret(0n)).toThrowErrorMatchingInlineSnapshot(
      `[Error: evmAddressOfSecret: secret must be in [1, n) of secp256k1]`,
    )
    expect(() => evmAddressOfSecret(curveGroup('secp256k1').order)).toThrow('secret')
  })
})
