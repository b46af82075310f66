import { describe, expect, test } from 'vitest'
import { oauth2Handle } from './oauth2Handle.js'

describe('oauth2Handle', () => {
  test('default: the part before @', () => {
    expect(oauth2Handle('discord', 'alice@example.com')).toBe('alice')
    expect(oauth2Handle('github', 'alice@example.com')).toBe('alice')
    expect(oauth2Handle('x', 'alice@example.com')).toBe('alice')
  })

  test('args: characters a service does not allow are replaced', () => {
    expect(oauth2Handle('discord', 'Carol.Smith+w@example.com')).toBe('carol.smith_w')
    expect(oauth2Handle('github', 'Carol.Smith+w@example.com')).toBe('carol-smith-w')
    expect(oauth2Handle('x', 'Carol.Smith+w@example.com')).toBe('carol_smith_w')
  })

  test('behavior: each service length limit holds; GitHub logins do not end in a hyphen', () => {
    const long = `${'a'.repeat(50)}@example.com`
    expect(oauth2Handle('discord', long)).toHaveLength(32)
    expect(oauth2Handle('github', long)).toHaveLength(39)
    expect(oauth2Handle('x', long)).toHaveLength(15)
    expect(oauth2Handle('github', '.ab.@example.com')).toBe('ab')
  })

  test('behavior: a one-character name is padded to a valid handle', () => {
    expect(oauth2Handle('x', 'a@example.com')).toBe('user_a')
  })
})
