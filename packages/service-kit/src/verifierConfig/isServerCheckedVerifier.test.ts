import { describe, expect, test } from 'vitest'
import { isServerCheckedVerifier } from './isServerCheckedVerifier.js'

describe('isServerCheckedVerifier', () => {
  test.each([
    'passwordless',
    'telegram',
    'siwe',
    'oauth2:github',
    'oauth2:x@http://127.0.0.1:8552',
  ])('default: %s is vouched for by the auth service alone', (verifier) => {
    expect(isServerCheckedVerifier(verifier)).toBe(true)
  })

  test.each([
    'oidc:https://accounts.google.com',
    'custom:shop',
    'firebase',
    'oauth2:',
    'global',
    '',
  ])('behavior: #15 %s is checked by each node itself, never by a login token', (verifier) => {
    expect(isServerCheckedVerifier(verifier)).toBe(false)
  })
})
