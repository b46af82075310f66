import { describe, expect, test } from 'vitest'
import { describeProfile } from './describeProfile.js'

describe('describeProfile', () => {
  test('default: a social login shows the name, the email under it and the provider', () => {
    expect(
      describeProfile({
        loginType: 'google',
        id: '1089',
        name: 'alice Example',
        email: 'alice@example.com',
      }),
    ).toEqual({
      title: 'alice Example',
      subtitle: 'alice@example.com',
      initial: 'A',
      method: 'Google',
    })
  })

  test('args: an email login without a name is titled by the email, method Email', () => {
    expect(
      describeProfile({ loginType: 'passwordless', id: 'x', email: 'bob@example.com' }),
    ).toEqual({ title: 'bob@example.com', subtitle: undefined, initial: 'B', method: 'Email' })
  })

  test('args: a custom login with only a user id shows the id and the provider as named', () => {
    expect(describeProfile({ loginType: 'acme-jwt', id: 'user-42' })).toEqual({
      title: 'user-42',
      subtitle: undefined,
      initial: 'U',
      method: 'acme-jwt',
    })
  })

  test('behavior: blank names are ignored and the initial is a whole character', () => {
    expect(
      describeProfile({ loginType: 'telegram', id: '7', name: '  ', email: '' }),
    ).toMatchObject({ title: '7', initial: '7', method: 'Telegram' })
    expect(describeProfile({ loginType: 'twitter', id: '1', name: '𝒵oe' })).toMatchObject({
      initial: '𝒵',
      method: 'X',
    })
  })
})
