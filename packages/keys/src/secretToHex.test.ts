import { describe, expect, test } from 'vitest'
import { secretToHex } from './secretToHex.js'

describe('secretToHex', () => {
  test('default', () => {
    expect(secretToHex(1n)).toBe(`0x${'00'.repeat(31)}01`)
  })

  test('args: largest 32-byte value, lower-case', () => {
    expect(secretToHex(2n ** 256n - 1n)).toBe(`0x${'ff'.repeat(32)}`)
  })

  test('error: negative or wider than 32 bytes', () => {
    expect(() => secretToHex(-1n)).toThrowErrorMatchingInlineSnapshot(
      `[Error: secretToHex: scalar must fit in 32 bytes]`,
    )
    expect(() => secretToHex(2n ** 256n)).toThrow('secretToHex: scalar must fit in 32 bytes')
  })
})
