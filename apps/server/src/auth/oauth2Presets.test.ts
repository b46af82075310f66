import { describe, expect, test } from 'vitest'
import { oauth2Presets } from './oauth2Presets.js'

describe('oauth2Presets', () => {
  test('default: real endpoints and scopes of each provider (third-party-apis §9)', () => {
    expect(
      Object.fromEntries(
        Object.entries(oauth2Presets).map(([name, preset]) => [
          name,
          [preset.authorizeUrl, preset.tokenUrl, ...preset.userInfoUrls, preset.scope],
        ]),
      ),
    ).toMatchInlineSnapshot(`
      {
        "discord": [
          "https://discord.com/api/oauth2/authorize",
          "https://discord.com/api/oauth2/token",
          "https://discord.com/api/users/@me",
          "identify email",
        ],
        "github": [
          "https://github.com/login/oauth/authorize",
          "https://github.com/login/oauth/access_token",
          "https://api.github.com/user",
          "https://api.github.com/user/emails",
          "read:user user:email",
        ],
        "x": [
          "https://x.com/i/oauth2/authorize",
          "https://api.x.com/2/oauth2/token",
          "https://api.x.com/2/users/me",
          "users.read tweet.read",
        ],
      }
    `)
  })

  describe('discord', () => {
    const read = (user: Record<string, unknown>) => oauth2Presets.discord.readIdentity([user])
    const nelly = {
      id: '80351110224678912',
      username: 'nelly',
      discriminator: '0',
      global_name: 'Nelly',
      avatar: '8342729096ea3675442027381ff50dfe',
      email: 'nelly@discord.com',
      verified: true,
    }

    test('default: id, global_name, CDN avatar and the verified email', () => {
      expect(read(nelly)).toEqual({
        id: '80351110224678912',
        email: 'nelly@discord.com',
        name: 'Nelly',
        picture:
          'https://cdn.discordapp.com/avatars/80351110224678912/8342729096ea3675442027381ff50dfe.png',
      })
    })

    test('behavior: an unverified email is dropped', () => {
      expect(read({ ...nelly, verified: false })).not.toHaveProperty('email')
    })

    test('behavior: an email without verified (no email scope) is dropped', () => {
      const { verified: _, ...withoutVerified } = nelly
      expect(read(withoutVerified)).not.toHaveProperty('email')
    })

    test('args: no global_name or avatar: the username, no picture', () => {
      expect(read({ id: '1', username: 'nelly', global_name: null, avatar: null })).toEqual({
        id: '1',
        name: 'nelly',
      })
    })

    test('error: not a Discord user', () => {
      expect(() => read({ id: 42, username: 'nelly' })).toThrow()
      expect(() => read({ message: '401: Unauthorized', code: 0 })).toThrow()
    })
  })

  describe('github', () => {
    const read = (user: unknown, emails: unknown) =>
      oauth2Presets.github.readIdentity([user, emails])
    const octocat = {
      login: 'octocat',
      id: 583231,
      avatar_url: 'https://avatars.githubusercontent.com/u/583231?v=4',
      name: 'The Octocat',
      email: 'public@example.com',
    }

    test('default: numeric id as a string, name, avatar and the primary verified email', () => {
      expect(
        read(octocat, [
          { email: 'old@example.com', primary: false, verified: true, visibility: null },
          { email: 'octo@example.com', primary: true, verified: true, visibility: 'private' },
        ]),
      ).toEqual({
        id: '583231',
        email: 'octo@example.com',
        name: 'The Octocat',
        picture: 'https://avatars.githubusercontent.com/u/583231?v=4',
      })
    })

    test('behavior: an unverified primary email is dropped, and /user email is never used', () => {
      expect(
        read(octocat, [
          { email: 'octo@example.com', primary: true, verified: false, visibility: 'private' },
          { email: 'other@example.com', primary: false, verified: true, visibility: null },
        ]),
      ).toEqual({
        id: '583231',
        name: 'The Octocat',
        picture: 'https://avatars.githubusercontent.com/u/583231?v=4',
      })
    })

    test('args: name null: the login', () => {
      expect(read({ ...octocat, name: null }, [])).toMatchObject({ name: 'octocat' })
    })

    test('error: a string id, or emails that are not a list', () => {
      expect(() => read({ ...octocat, id: '583231' }, [])).toThrow()
      expect(() => read(octocat, { message: 'Not Found' })).toThrow()
    })
  })

  describe('x', () => {
    const read = (answer: unknown) => oauth2Presets.x.readIdentity([answer])

    test('default: id and name from data, no email', () => {
      expect(read({ data: { id: '2244994945', name: 'X Dev', username: 'TwitterDev' } })).toEqual({
        id: '2244994945',
        name: 'X Dev',
      })
    })

    test('args: an empty name: the username', () => {
      expect(read({ data: { id: '1', name: '', username: 'TwitterDev' } })).toEqual({
        id: '1',
        name: 'TwitterDev',
      })
    })

    test('error: no data (an X problem answer)', () => {
      expect(() =>
        read({ title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' }),
      ).toThrow()
    })
  })
})
