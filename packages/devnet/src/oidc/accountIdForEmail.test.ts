import { describe, expect, test } from 'vitest'
import { accountIdForEmail } from './accountIdForEmail.js'

describe('accountIdForEmail', () => {
  test('default: 21 digits, the same every time for the same address', () => {
    const sub = accountIdForEmail('alice@example.com')
    expect(sub).toMatch(/^1\d{20}$/)
    expect(accountIdForEmail('alice@example.com')).toBe(sub)
    expect(sub).toMatchInlineSnapshot(`"170957743855254387523"`)
  })

  test('behavior: different addresses get different ids', () => {
    expect(accountIdForEmail('bob@example.com')).not.toBe(accountIdForEmail('alice@example.com'))
  })
})
