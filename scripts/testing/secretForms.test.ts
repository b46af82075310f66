import { describe, expect, test } from 'vitest'
import { holds, secretForms } from './secretForms.js'

const key = `0x${'ab01'.repeat(16)}` as const
const jwt = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ1In0.c2lnbmF0dXJlLW9mLXRoZS10b2tlbi1pdHNlbGY'

describe('#18 secretForms and holds', () => {
  test('default: a key logged in any encoding is found', () => {
    const bytes = Buffer.from(key.slice(2), 'hex')
    for (const written of [
      `{"key":"${key}"}`,
      `key=${key.slice(2).toUpperCase()}`,
      `"${bytes.toString('base64')}"`,
      `"${bytes.toString('base64url')}"`,
      `scalar ${BigInt(key)}`,
    ])
      expect(secretForms(key).some((form) => holds(written, form))).toBe(true)
  })

  test('default: a JWT is found whole and by its signature alone', () => {
    const signature = jwt.split('.')[2] ?? ''
    expect(secretForms(jwt)).toEqual([jwt, signature])
    expect(secretForms(jwt).some((form) => holds(`sig=${signature}`, form))).toBe(true)
  })

  test('edge: a code counts standing alone, not inside a longer number', () => {
    expect(holds('"otp":"123456"', '123456')).toBe(true)
    expect(holds('"time":1795776123456', '123456')).toBe(false)
    expect(holds('"time":1234567', '123456')).toBe(false)
  })
})
