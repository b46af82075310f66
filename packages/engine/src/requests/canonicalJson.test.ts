import { describe, expect, test } from 'vitest'
import { canonicalJson } from './canonicalJson.js'

describe('canonicalJson', () => {
  test('default: equal values give equal text whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [2, { e: 0, f: 1 }] }, b: 1 }),
    )
  })

  test('behavior: bigints are kept, apart from numbers', () => {
    expect(canonicalJson({ value: 10n })).toBe('{"value":"10n"}')
    expect(canonicalJson({ value: 10n })).not.toBe(canonicalJson({ value: 10 }))
  })
})
