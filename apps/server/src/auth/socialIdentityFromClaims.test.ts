import type { IDToken } from 'openid-client'
import { describe, expect, test } from 'vitest'
import { socialIdentityFromClaims } from './socialIdentityFromClaims.js'

const base: IDToken = { iss: 'https://accounts.example', sub: '1001', aud: 'c', iat: 0, exp: 1 }

describe('socialIdentityFromClaims', () => {
  test('default', () => {
    expect(
      socialIdentityFromClaims({
        ...base,
        email: 'a@example.com',
        email_verified: true,
        name: 'A',
        picture: 'https://img.example/a.png',
      }),
    ).toEqual({
      id: '1001',
      email: 'a@example.com',
      name: 'A',
      picture: 'https://img.example/a.png',
    })
  })

  test('behavior: email without email_verified is kept', () => {
    expect(socialIdentityFromClaims({ ...base, email: 'a@example.com' })).toEqual({
      id: '1001',
      email: 'a@example.com',
    })
  })

  test.each([false, 'false'])('behavior: email_verified %j drops the email', (verified) => {
    expect(
      socialIdentityFromClaims({ ...base, email: 'a@example.com', email_verified: verified }),
    ).toEqual({ id: '1001' })
  })

  test('args: non-string or empty profile claims are left out', () => {
    expect(socialIdentityFromClaims({ ...base, email: 42, name: '', picture: null })).toEqual({
      id: '1001',
    })
  })
})
