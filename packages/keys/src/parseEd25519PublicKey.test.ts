import { describe, expect, test } from 'vitest'
import { parseEd25519PublicKey } from './parseEd25519PublicKey.js'

describe('parseEd25519PublicKey', () => {
  test('default', () => {
    expect(parseEd25519PublicKey(`0x${'ab'.repeat(32)}`, 'x')).toEqual(
      new Uint8Array(32).fill(0xab),
    )
  })

  test('error: a secp256k1 key (33 bytes) or bare hex is refused', () => {
    expect(() =>
      parseEd25519PublicKey(`0x02${'ab'.repeat(32)}`, 'solanaAddress'),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: solanaAddress: public key must be 32 bytes of 0x-prefixed hex]`,
    )
    expect(() => parseEd25519PublicKey('ab'.repeat(32), 'x')).toThrow('32 bytes')
  })
})
