import { describe, expect, test } from 'vitest'
import { appleUserDisplayName, parseAppleUser } from './appleUser.js'

describe('parseAppleUser', () => {
  test("default: the name of Apple's first-authorization user field", () => {
    const raw =
      '{"name":{"firstName":"Alice","lastName":"Tester"},"email":"a@privaterelay.appleid.com"}'
    expect(parseAppleUser(raw)).toEqual({ name: { firstName: 'Alice', lastName: 'Tester' } })
  })

  test('args: one name part only', () => {
    expect(parseAppleUser('{"name":{"firstName":" Alice "}}')).toEqual({
      name: { firstName: 'Alice' },
    })
  })

  test.each([
    ['nothing', undefined],
    ['not JSON', '{name'],
    ['no name', '{"email":"a@example.com"}'],
    ['empty names', '{"name":{"firstName":"","lastName":"  "}}'],
    ['a name that is not text', '{"name":{"firstName":42}}'],
    ['a name too long', JSON.stringify({ name: { firstName: 'a'.repeat(101) } })],
    ['a field too long', JSON.stringify({ name: { firstName: 'A' }, pad: 'x'.repeat(1_100) })],
  ])('behavior: %s is no name', (_, raw) => {
    expect(parseAppleUser(raw)).toBeUndefined()
  })
})

describe('appleUserDisplayName', () => {
  test('default: first and last name joined', () => {
    expect(appleUserDisplayName({ name: { firstName: 'Alice', lastName: 'Tester' } })).toBe(
      'Alice Tester',
    )
  })

  test('args: one part, or none', () => {
    expect(appleUserDisplayName({ name: { lastName: 'Tester' } })).toBe('Tester')
    expect(appleUserDisplayName(undefined)).toBeUndefined()
  })
})
