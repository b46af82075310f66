import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { appLoginsSchema } from '../apps/appSettings.js'
import { socialProviderFor, socialVerifierOf } from './socialProviderFor.js'

const google = { name: 'google', issuer: 'https://accounts.google.com', clientId: 'g' }
const discord = { name: 'discord', kind: 'oauth2', preset: 'discord', clientId: 'd' }
const pkcs8 = (key: { export(o: { type: 'pkcs8'; format: 'pem' }): string | Buffer }) =>
  key.export({ type: 'pkcs8', format: 'pem' }).toString()
const apple = {
  name: 'apple',
  kind: 'apple',
  clientId: 'com.example.shop.web',
  teamId: 'TEAM123456',
  keyId: 'KEY1234567',
  privateKey: pkcs8(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey),
}

describe('socialProviderFor', () => {
  test('default: the provider by name, OIDC, OAuth 2 or Apple', () => {
    const logins = appLoginsSchema.parse({ social: [google, discord, apple] })
    expect(socialProviderFor(logins, 'google')).toEqual(google)
    expect(socialProviderFor(logins, 'discord')).toEqual(discord)
    expect(socialProviderFor(logins, 'apple')).toMatchObject(apple)
  })

  test('error: login_not_enabled for a name the app does not have', () => {
    const logins = appLoginsSchema.parse({ social: [google] })
    expect(() => socialProviderFor(logins, 'github')).toThrow(
      expect.objectContaining({ code: 'login_not_enabled' }),
    )
  })
})

describe('socialVerifierOf', () => {
  test('default: OIDC is its issuer, OAuth 2 its preset', () => {
    const [g, d] = appLoginsSchema.parse({ social: [google, discord] }).social
    expect(g && socialVerifierOf(g)).toBe('oidc:https://accounts.google.com')
    expect(d && socialVerifierOf(d)).toBe('oauth2:discord')
  })

  test("args: Apple is an OIDC issuer, Apple's by default", () => {
    const [real, local] = appLoginsSchema.parse({
      social: [apple, { ...apple, name: 'apple-local', issuer: 'http://127.0.0.1:8553/' }],
    }).social
    expect(real && socialVerifierOf(real)).toBe('oidc:https://appleid.apple.com')
    expect(local && socialVerifierOf(local)).toBe('oidc:http://127.0.0.1:8553')
  })
})

describe('appLoginsSchema social', () => {
  test('args: Apple with team, key and PKCS8 key; the issuer defaults to Apple', () => {
    expect(appLoginsSchema.parse({ social: [apple] }).social).toEqual([
      { ...apple, issuer: 'https://appleid.apple.com' },
    ])
  })

  test('behavior: settings stored before OAuth 2 providers (no kind) stay OIDC', () => {
    const stored = { social: [{ ...google, clientSecret: 's' }] }
    expect(appLoginsSchema.parse(stored).social).toEqual([{ ...google, clientSecret: 's' }])
    expect(appLoginsSchema.parse({ social: [{ ...google, kind: 'oidc' }] }).social).toHaveLength(1)
  })

  test('args: an OAuth 2 preset with secret and a stand-in baseUrl', () => {
    const github = {
      name: 'github',
      kind: 'oauth2',
      preset: 'github',
      clientId: 'c',
      clientSecret: 's',
      baseUrl: 'http://127.0.0.1:8552',
    }
    expect(appLoginsSchema.parse({ social: [github] }).social).toEqual([github])
  })

  test.each([
    ['an unknown preset', { ...discord, preset: 'facebook' }],
    ['an OAuth 2 provider without a client id', { ...discord, clientId: undefined }],
    ['a baseUrl with a path', { ...discord, baseUrl: 'http://127.0.0.1:8552/api' }],
    ['a baseUrl with a trailing slash', { ...discord, baseUrl: 'http://127.0.0.1:8552/' }],
    ['an unknown kind', { ...google, kind: 'saml' }],
    ['an OIDC provider without an issuer', { name: 'google', clientId: 'g' }],
    ['an issuer on an oauth2 kind only', { ...google, kind: 'oauth2' }],
    ['Apple without a key', { ...apple, privateKey: undefined }],
    ['Apple with a key that is not PEM', { ...apple, privateKey: 'secret' }],
    [
      'Apple with an RSA key',
      {
        ...apple,
        privateKey: pkcs8(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey),
      },
    ],
    [
      'Apple with a P-384 key',
      {
        ...apple,
        privateKey: pkcs8(generateKeyPairSync('ec', { namedCurve: 'P-384' }).privateKey),
      },
    ],
    ['Apple with a lower-case team id', { ...apple, teamId: 'team123456' }],
    ['Apple with a short key id', { ...apple, keyId: 'KEY1' }],
    ['Apple without a client id', { ...apple, clientId: '' }],
    ['Apple with an issuer that is not a URL', { ...apple, issuer: 'apple' }],
    ['an Apple kind with OIDC fields only', { ...google, kind: 'apple' }],
  ])('error: %s is refused', (_, provider) => {
    expect(appLoginsSchema.safeParse({ social: [provider] }).success).toBe(false)
  })
})

describe('appLoginsSchema names', () => {
  test('error: an Apple provider named like another login is refused', () => {
    expect(
      appLoginsSchema.safeParse({ social: [apple, { ...google, name: 'apple' }] }).success,
    ).toBe(false)
    expect(appLoginsSchema.safeParse({ social: [{ ...apple, name: 'siwe' }] }).success).toBe(false)
  })
})
