import { describe, expect, test } from 'vitest'
import { parseHexBytes } from './parseHexBytes.js'

describe('parseHexBytes', () => {
  test('default', () => {
    expect(parseHexBytes('0x00ff', 2)).toEqual(Uint8Array.from([0, 255]))
  })

  test('args: upper-case digits are accepted', () => {
    expect(parseHexBytes('0xABcd', 2)).toEqual(Uint8Array.from([0xab, 0xcd]))
  })

  test('error: wrong length, missing prefix, odd length, non-hex, non-string', () => {
    expect(parseHexBytes('0x00', 2)).toBeUndefined()
    expect(parseHexBytes('00ff', 2)).toBeUndefined()
    expect(parseHexBytes('0x0ff', 2)).toBeUndefined()
    expect(parseHexBytes('0x00fg', 2)).toBeUndefined()
    expect(parseHexBytes(255, 1)).toBeUndefined()
    expect(parseHexBytes(undefined, 0)).toBeUndefined()
  })
})
