import { describe, expect, test } from 'vitest'
import { shortenAddress } from './shortenAddress.js'

describe('shortenAddress', () => {
  test('default: 6 characters at each end (SPEC §9)', () => {
    expect(shortenAddress('5wRTEpepTDTqN9pkgFu5FR3HboTu9D56XBjxkvfqt4vY')).toBe('5wRTEp...fqt4vY')
  })

  test('behavior: a short string is returned whole', () => {
    expect(shortenAddress('abcdefghijklmno')).toBe('abcdefghijklmno')
  })
})
