import { describe, expect, test } from 'vitest'
import { normalizeUserId, resolveVerifier } from './resolveVerifier.js'

const social = [
  { name: 'google', verifier: 'oidc:http://127.0.0.1:8551' },
  { name: 'twitter', verifier: 'oauth2:x@http://127.0.0.1:8552' },
]

describe('resolveVerifier (HOST-PROTOCOL §C getPublicKey)', () => {
  test('default: a social login name maps to its trust root', () => {
    expect(resolveVerifier('google', social)).toBe('oidc:http://127.0.0.1:8551')
    expect(resolveVerifier('twitter', social)).toBe('oauth2:x@http://127.0.0.1:8552')
  })
  test('args: built-ins, custom verifiers and token verifiers', () => {
    expect(resolveVerifier('passwordless', social)).toBe('passwordless')
    expect(resolveVerifier('firebase', social)).toBe('firebase')
    expect(resolveVerifier('my-jwt', social)).toBe('custom:my-jwt')
    expect(resolveVerifier('oidc:https://accounts.google.com', [])).toBe(
      'oidc:https://accounts.google.com',
    )
  })
  test('behavior: email ids are compared as the auth service stores them', () => {
    expect(normalizeUserId('passwordless', ' Alice@Example.com ')).toBe('alice@example.com')
    expect(normalizeUserId('custom:my-jwt', 'User-1')).toBe('User-1')
  })
})
