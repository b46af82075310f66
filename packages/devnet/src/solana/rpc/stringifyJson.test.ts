import { describe, expect, test } from 'vitest'
import { stringifyJson } from './stringifyJson.js'

describe('stringifyJson', () => {
  test('default: the same text as JSON.stringify for plain JSON', () => {
    const value = { a: [1, 'two', null, true], b: { c: 'q"uote' }, d: 0.5 }
    expect(stringifyJson(value)).toBe(JSON.stringify(value))
  })

  test('behavior: bigints are bare integers, exact past 2^53', () => {
    expect(stringifyJson({ rentEpoch: 18_446_744_073_709_551_615n, list: [1n] })).toBe(
      '{"rentEpoch":18446744073709551615,"list":[1]}',
    )
  })

  test('behavior: undefined fields are left out, undefined array items are null', () => {
    expect(stringifyJson({ a: undefined, b: [undefined] })).toBe('{"b":[null]}')
  })
})
