import { describe, expect, test } from 'vitest'
import { multiversxAddress } from './multiversxAddress.js'
import { publicKeyOfSecret } from './publicKeyOfSecret.js'

describe('multiversxAddress', () => {
  test('default: public key of a fixed scalar (stable)', () => {
    expect(
      multiversxAddress(publicKeyOfSecret('ed25519', 0x0123456789abcdefn)),
    ).toMatchInlineSnapshot(`"erd1gqra54vn8lzwx3aug5dnsl8776cdlmrmznd942ch8r68c5hh0dcq2y3tn9"`)
  })

  test('behavior: known vector (MultiversX SDK test wallet "alice")', () => {
    expect(
      multiversxAddress('0x0139472eff6886771a982f3083da5d421f24c29181e63888228dc81ca60d69e1'),
    ).toBe('erd1qyu5wthldzr8wx5c9ucg8kjagg0jfs53s8nr3zpz3hypefsdd8ssycr6th')
  })

  test('error: not 32 bytes', () => {
    expect(() => multiversxAddress('0x01')).toThrowErrorMatchingInlineSnapshot(
      `[Error: multiversxAddress: public key must be 32 bytes of 0x-prefixed hex]`,
    )
  })
})
