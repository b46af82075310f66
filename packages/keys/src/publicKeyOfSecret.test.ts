import { ed25519 } from '@noble/curves/ed25519'
import { describe, expect, test } from 'vitest'
import { curveGroup } from './curveGroup.js'
import { publicKeyOfSecret } from './publicKeyOfSecret.js'

describe('publicKeyOfSecret', () => {
  test('default: secret 1 gives the base point', () => {
    expect(publicKeyOfSecret('secp256k1', 1n)).toBe(
      '0x0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
    )
    expect(publicKeyOfSecret('ed25519', 1n)).toBe(
      '0x5866666666666666666666666666666666666666666666666666666666666666',
    )
  })

  test('args: format uncompressed on secp256k1', () => {
    expect(publicKeyOfSecret('secp256k1', 1n, { format: 'uncompressed' })).toBe(
      '0x0479be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8',
    )
  })

  test('behavior: RFC 8032 test 1 key, as a scalar, gives its public key', () => {
    const seed = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60'
    const { scalar } = ed25519.utils.getExtendedPublicKey(seed)
    expect(publicKeyOfSecret('ed25519', scalar)).toBe(
      '0xd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
    )
  })

  test('error: secret outside [1, order), uncompressed ed25519', () => {
    expect(() => publicKeyOfSecret('secp256k1', 0n)).toThrowErrorMatchingInlineSnapshot(
      `[Error: publicKeyOfSecret: secret must be in [1, order) of the curve]`,
    )
    expect(() => publicKeyOfSecret('ed25519', curveGroup('ed25519').order)).toThrow('secret')
    expect(() =>
      publicKeyOfSecret('ed25519', 1n, { format: 'uncompressed' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: publicKeyOfSecret: ed25519 has one encoding only]`,
    )
  })
})
