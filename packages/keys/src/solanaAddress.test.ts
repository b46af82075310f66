import { describe, expect, test } from 'vitest'
import { publicKeyOfSecret } from './publicKeyOfSecret.js'
import { solanaAddress } from './solanaAddress.js'

describe('solanaAddress', () => {
  test('default: public key of a fixed scalar (stable)', () => {
    expect(solanaAddress(publicKeyOfSecret('ed25519', 0x0123456789abcdefn))).toMatchInlineSnapshot(
      `"5Jx3C51cRpGJyYsj1s3ho2efVv2Ut9AhGUN1V9hEQv3Z"`,
    )
  })

  test('behavior: 32 zero bytes is the System Program id', () => {
    expect(solanaAddress(`0x${'00'.repeat(32)}`)).toBe('11111111111111111111111111111111')
  })

  test('error: not 32 bytes', () => {
    expect(() => solanaAddress(publicKeyOfSecret('secp256k1', 1n))).toThrow('32 bytes')
  })
})
