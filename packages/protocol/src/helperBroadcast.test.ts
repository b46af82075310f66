import { describe, expect, test } from 'vitest'
import { loginHelperChannelName, loginHelperMessageSchema } from './helperBroadcast.js'

test('default: the channel is named after the app (SPEC §7)', () => {
  expect(loginHelperChannelName('a1b2')).toBe('a1b2_login_helper')
})

describe('loginHelperMessageSchema (SPEC §7 {appId}_login_helper)', () => {
  test('default: the three messages, with nothing but their fields', () => {
    expect(
      loginHelperMessageSchema.safeParse({ type: 'LOGIN_HELP', id: 'q', address: '0xa', key: 'k' })
        .data,
    ).toEqual({ type: 'LOGIN_HELP', id: 'q', address: '0xa' })
    expect(
      loginHelperMessageSchema.safeParse({ type: 'LOGIN_HELP_RESPONSE', id: 'q', user: {} }).data,
    ).toEqual({ type: 'LOGIN_HELP_RESPONSE', id: 'q' })
    expect(loginHelperMessageSchema.safeParse({ type: 'LOGOUT' }).data).toEqual({
      type: 'LOGOUT',
    })
  })

  test('error: malformed messages are refused', () => {
    for (const data of [
      null,
      'LOGOUT',
      { type: 'LOGIN_HELP', id: 1, address: '0xa' },
      { type: 'LOGIN_HELP', id: 'q' },
      { type: 'LOGIN_HELP_RESPONSE' },
      { type: 'LOGIN_HELP', id: 'q', address: 'x'.repeat(257) },
      { type: 'OTHER', id: 'q' },
    ])
      expect(loginHelperMessageSchema.safeParse(data).success).toBe(false)
  })
})
