import { describe, expect, test } from 'vitest'
import { parseLoginPageMessage } from './loginPageMessages.js'

describe('parseLoginPageMessage (SPEC §7 login page statuses)', () => {
  test('default: LOGIN_INFO keeps only the fields the frame uses', () => {
    expect(
      parseLoginPageMessage({
        status: 'LOGIN_INFO',
        messageId: 'm',
        appId: 'a',
        state: 's',
        info: { code: 'c', iss: 'https://issuer', extra: 1 },
        extra: 2,
      }),
    ).toEqual({
      status: 'LOGIN_INFO',
      messageId: 'm',
      appId: 'a',
      state: 's',
      info: { code: 'c', iss: 'https://issuer' },
    })
  })

  test('behavior: acks carry done and an optional error', () => {
    expect(parseLoginPageMessage({ status: 'LOGIN_INFO_ACK', messageId: 'm', done: true })).toEqual(
      { status: 'LOGIN_INFO_ACK', messageId: 'm', done: true },
    )
    expect(
      parseLoginPageMessage({
        status: 'LOGIN_VERIFY_ACK',
        messageId: 'm',
        error: 'Session ID mismatch',
      }),
    ).toEqual({ status: 'LOGIN_VERIFY_ACK', messageId: 'm', error: 'Session ID mismatch' })
  })

  test('error: anything else is null', () => {
    for (const data of [
      null,
      'LOGIN_INFO',
      { status: 'LOGIN_INFO', messageId: 'm', appId: 'a', state: 's', info: {} },
      { status: 'LOGIN_VERIFY', messageId: 'm' },
      { status: 'LOGOUT', messageId: 'm' },
      { penpal: 'call' },
    ])
      expect(parseLoginPageMessage(data)).toBeNull()
  })
})
