import { describe, expect, test } from 'vitest'
import { canonicalJson } from './canonicalJson.js'

describe('canonicalJson', () => {
  test('default: sorted keys at every depth, no whitespace', () => {
    expect(canonicalJson({ b: [2, { z: true, a: null }], a: 'x"y' })).toBe(
      '{"a":"x\\"y","b":[2,{"a":null,"z":true}]}',
    )
  })

  test('behavior: a value and its JSON text give the same bytes (undefined fields left out)', () => {
    const value = { serial: 3, apps: { k: { userIdClaim: undefined, keyspace: 'k' } } }
    expect(canonicalJson(JSON.parse(JSON.stringify(value)))).toBe(canonicalJson(value))
  })

  test.each([[1.5], [1e21], [Number.NaN], [() => 1], [10n]])(
    'error: %s has no canonical spelling here',
    (value) => {
      expect(() => canonicalJson({ value })).toThrow(TypeError)
    },
  )
})
