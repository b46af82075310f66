import { describe, expect, test } from 'vitest'
import { loginPageAnswerSchema, loginPageRequestSchema } from './loginMessages.js'

const parsed = (
  schema: typeof loginPageRequestSchema | typeof loginPageAnswerSchema,
  data: unknown,
) => {
  const result = schema.safeParse(data)
  return result.success ? result.data : null
}

describe('loginPageRequestSchema (SPEC §7 login page statuses, HOST-PROTOCOL §F)', () => {
  test('default: LOGIN_INFO keeps only the fields the frame uses', () => {
    expect(
      parsed(loginPageRequestSchema, {
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

  test('args: LOGIN_VERIFY carries a session id or null', () => {
    const verify = { status: 'LOGIN_VERIFY', messageId: 'm', appId: 'a' }
    expect(parsed(loginPageRequestSchema, { ...verify, sessionID: 'id-1' })).toEqual({
      ...verify,
      sessionID: 'id-1',
    })
    expect(parsed(loginPageRequestSchema, { ...verify, sessionID: null })).toEqual({
      ...verify,
      sessionID: null,
    })
  })

  test('error: anything else is refused, answers included', () => {
    for (const data of [
      null,
      'LOGIN_INFO',
      { status: 'LOGIN_INFO', messageId: 'm', appId: 'a', state: 's', info: {} },
      { status: 'LOGIN_INFO', messageId: 'm', appId: 'a', state: 's', info: { code: 7 } },
      { status: 'LOGIN_INFO', messageId: '', appId: 'a', state: 's', info: { code: 'c' } },
      {
        status: 'LOGIN_INFO',
        messageId: 'm',
        appId: 'a',
        state: 'x'.repeat(16_385),
        info: { code: 'c' },
      },
      { status: 'LOGIN_VERIFY', messageId: 'm' },
      { status: 'LOGIN_VERIFY', messageId: 'm', appId: 'a', sessionID: 7 },
      { status: 'LOGIN_INFO_ACK', messageId: 'm', done: true },
      { status: 'LOGOUT', messageId: 'm' },
      { penpal: 'call' },
    ])
      expect(parsed(loginPageRequestSchema, data)).toBeNull()
  })
})

describe('loginPageAnswerSchema (SPEC §7 login page statuses)', () => {
  test('default: acks carry done, an optional error and the host origin', () => {
    expect(
      parsed(loginPageAnswerSchema, {
        status: 'LOGIN_INFO_ACK',
        messageId: 'm',
        done: true,
        hostOrigin: 'https://shop.example',
      }),
    ).toEqual({
      status: 'LOGIN_INFO_ACK',
      messageId: 'm',
      done: true,
      hostOrigin: 'https://shop.example',
    })
    expect(
      parsed(loginPageAnswerSchema, {
        status: 'LOGIN_VERIFY_ACK',
        messageId: 'm',
        error: 'Session ID mismatch',
      }),
    ).toEqual({ status: 'LOGIN_VERIFY_ACK', messageId: 'm', error: 'Session ID mismatch' })
  })

  test('error: a host origin that is not an exact origin, or an ack without done, is refused', () => {
    for (const data of [
      { status: 'LOGIN_INFO_ACK', messageId: 'm' },
      { status: 'LOGIN_INFO_ACK', messageId: 'm', done: 'yes' },
      { status: 'LOGIN_INFO_ACK', messageId: 'm', done: true, hostOrigin: 'https://shop.example/' },
      { status: 'LOGIN_VERIFY_ACK', messageId: 'm', hostOrigin: '*' },
      { status: 'LOGIN_VERIFY_ACK', messageId: 'm', hostOrigin: 'https://shop.example/path' },
      { status: 'LOGIN_VERIFY', messageId: 'm', appId: 'a', sessionID: null },
    ])
      expect(parsed(loginPageAnswerSchema, data)).toBeNull()
  })
})
