import { describe, expect, test } from 'vitest'
import { accountIdForEmail } from '../oidc/accountIdForEmail.js'
import { oauth2UserId } from './oauth2UserId.js'

describe('oauth2UserId', () => {
  const accountId = accountIdForEmail('alice@example.com')

  test('default: each service in its own id form', () => {
    expect(oauth2UserId('discord', accountId)).toMatch(/^[1-9]\d{17}$/)
    expect(oauth2UserId('github', accountId)).toMatch(/^[1-9]\d{7}$/)
    expect(oauth2UserId('x', accountId)).toMatch(/^[1-9]\d{18}$/)
  })

  test('behavior: stable for an account, different between accounts', () => {
    const other = accountIdForEmail('bob@example.com')
    expect(oauth2UserId('x', accountId)).toBe(oauth2UserId('x', accountId))
    expect(oauth2UserId('x', other)).not.toBe(oauth2UserId('x', accountId))
    expect(oauth2UserId('github', other)).not.toBe(oauth2UserId('github', accountId))
  })
})
