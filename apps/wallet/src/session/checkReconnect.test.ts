import { describe, expect, test } from 'vitest'
import { checkReconnect } from './checkReconnect.js'

const session = { sessionID: 's-1', sessionExpiry: 2_000, timestamp: 1_000 }

describe('checkReconnect (SPEC §5)', () => {
  test('default: the same unexpired session may be resumed', () => {
    expect(checkReconnect(session, 's-1', 1_999)).toBeNull()
  })

  test('V-060: no stored session, or no id from the host', () => {
    expect(checkReconnect(undefined, 's-1', 0)).toBe('Session ID missing, or logged out')
    expect(checkReconnect(session, null, 0)).toBe('Session ID missing, or logged out')
  })

  test('V-061: another session id', () => {
    expect(checkReconnect(session, 's-2', 0)).toBe('Session ID mismatch')
  })

  test('V-062: an expired session', () => {
    expect(checkReconnect(session, 's-1', 2_000)).toBe('Session expired, try logging in again')
  })
})
