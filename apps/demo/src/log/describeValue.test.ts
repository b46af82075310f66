import { describe, expect, test } from 'vitest'
import { describeValue } from './describeValue.js'

describe('describeValue', () => {
  test('default: JSON with bigints as decimals', () => {
    expect(describeValue({ value: 10n ** 18n, list: ['0x1'] })).toBe(
      '{"value":"1000000000000000000","list":["0x1"]}',
    )
  })

  test('behavior: tokens in a user record are never shown (STYLE §B9)', () => {
    const user = { id: 'a@b.c', address: '0x1', loginToken: 'secret-1', userDIDToken: 'secret-2' }
    const shown = describeValue(user)
    expect(shown).not.toContain('secret')
    expect(shown).toBe(
      '{"id":"a@b.c","address":"0x1","loginToken":"[redacted]","userDIDToken":"[redacted]"}',
    )
  })

  test('behavior: undefined results (a login that returns nothing) are named', () => {
    expect(describeValue(undefined)).toBe('undefined')
  })
})
