import { describe, expect, test } from 'vitest'
import { shortenAddress } from './shortenAddress.js'

describe('shortenAddress', () => {
  test('K-056: default: 6 characters at each end', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234...345678')
  })

  test('args: visibleChars', () => {
    expect(shortenAddress('0x1234567890abcdef', 4)).toBe('0x12...cdef')
  })

  test('behavior: a string too short to shorten stays whole', () => {
    expect(shortenAddress('0x1234567890123')).toBe('0x1234567890123')
  })
})
