import { describe, expect, test } from 'vitest'
import { oauthTransportAllowed } from './oauthTransportAllowed.js'

describe('oauthTransportAllowed', () => {
  test('default: https anywhere', () => {
    expect(oauthTransportAllowed(new URL('https://discord.com'))).toBe(true)
  })

  test.each(['http://127.0.0.1:8552', 'http://localhost:8552', 'http://[::1]:8552'])(
    'args: plain http on loopback %s',
    (url) => {
      expect(oauthTransportAllowed(new URL(url))).toBe(true)
    },
  )

  test.each(['http://login.example', 'http://10.0.0.5', 'ftp://127.0.0.1'])(
    'error: %s is refused',
    (url) => {
      expect(oauthTransportAllowed(new URL(url))).toBe(false)
    },
  )
})
