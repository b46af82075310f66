import { describe, expect, test } from 'vitest'
import { chooseSocialLogins, shownSocialLoginCount } from './chooseSocialLogins.js'

const names = (logins: readonly { kind: string; name: string }[]) =>
  logins.map(({ kind, name }) => `${kind}: ${name}`)

describe('chooseSocialLogins', () => {
  test('default: the demo app (issue #19) offers Google, X and GitHub, then Discord and Telegram behind More options', () => {
    const { shown, more } = chooseSocialLogins([
      'google',
      'discord',
      'github',
      'twitter',
      'passwordless',
      'siwe',
      'demo-backend',
      'firebase',
      'telegram',
    ])
    expect(names(shown)).toEqual(['google: Google', 'twitter: X', 'github: GitHub'])
    expect(names(more)).toEqual(['discord: Discord', 'telegram: Telegram'])
  })

  test("behavior: the app's own token logins, email, SIWE and unknown names are never buttons", () => {
    expect(chooseSocialLogins(['passwordless', 'siwe', 'firebase', 'my-backend', 'acme'])).toEqual({
      shown: [],
      more: [],
    })
  })

  test('args: every known provider, most used first, under the name the app gave it', () => {
    const { shown, more } = chooseSocialLogins([
      'telegram',
      'twitch',
      'discord',
      'x',
      'github',
      'apple',
      'google',
    ])
    expect(shown).toHaveLength(shownSocialLoginCount)
    expect(names([...shown, ...more])).toEqual([
      'google: Google',
      'apple: Apple',
      'x: X',
      'github: GitHub',
      'discord: Discord',
      'telegram: Telegram',
      'twitch: Twitch',
    ])
  })
})
