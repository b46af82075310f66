import { describe, expect, test } from 'vitest'
import { decodeUtf8 } from './decodeUtf8.js'

describe('decodeUtf8', () => {
  test('default: UTF-8 bytes as text', () => {
    expect(decodeUtf8(new TextEncoder().encode('héllo ✓'))).toBe('héllo ✓')
  })

  test('behavior: bytes that are not UTF-8 are none', () => {
    expect(decodeUtf8(new Uint8Array([0xff, 0x00]))).toBeUndefined()
  })
})
