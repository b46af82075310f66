import { describe, expect, test } from 'vitest'
import { nearImplicitAccount } from './nearImplicitAccount.js'
import { publicKeyOfSecret } from './publicKeyOfSecret.js'

describe('nearImplicitAccount', () => {
  test('default: public key of a fixed scalar (stable)', () => {
    expect(
      nearImplicitAccount(publicKeyOfSecret('ed25519', 0x0123456789abcdefn)),
    ).toMatchInlineSnapshot(`"4007da55933fc4e347bc451b387cfef6b0dfec7b14da5aab1738f47c52f77b70"`)
  })

  test('args: upper-case hex gives the lower-case 64-character id', () => {
    expect(nearImplicitAccount(`0x${'AB'.repeat(32)}`)).toBe('ab'.repeat(32))
  })

  test('error: not 32 bytes', () => {
    expect(() => nearImplicitAccount('0xabcd')).toThrow('32 bytes')
  })
})
