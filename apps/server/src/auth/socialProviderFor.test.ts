import { describe, expect, test } from 'vitest'
import { appLoginsSchema } from '../apps/appSettings.js'
import { socialProviderFor } from './socialProviderFor.js'

const google = { name: 'google', issuer: 'https://accounts.google.com', clientId: 'g' }
const discord = { name: 'discord', kind: 'oauth2', preset: 'discord', clientId: 'd' }

describe('socialProviderFor', () => {
  test('default: the provider by name, OIDC or OAuth 2', () => {
    const logins = appLoginsSchema.parse({ social: [google, discord] })
    expect(socialProviderFor(logins, 'google')).toEqual(google)
    expect(socialProviderFor(logins, 'discord')).toEqual(discord)
  })

  test('error: login_not_enabled for a name the app does not have', () => {
    const logins = appLoginsSchema.parse({ social: [google] })
    expect(() => socialProviderFor(logins, 'github')).toThrow(
      expect.objectContaining({ code: 'login_not_enabled' }),
    )
  })
})

describe('appLoginsSchema social', () => {
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
  ])('error: %s is refused', (_, provider) => {
    expect(appLoginsSchema.safeParse({ social: [provider] }).success).toBe(false)
  })
})
