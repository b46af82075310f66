import { describe, expect, test } from 'vitest'
import { ProviderRpcError } from '../ProviderRpcError.js'
import { encodeTgAuthResult, readTelegramAuthMessage } from './telegramAuthMessage.js'

const oauthOrigin = 'https://oauth.telegram.org'
const popup = { name: 'the Telegram popup' }
const widgetFields = {
  id: 424242,
  first_name: 'Zoë',
  username: 'zoe',
  auth_date: 1_767_000_000,
  hash: 'ab'.repeat(32),
}
const authResult = (result: unknown) => JSON.stringify({ event: 'auth_result', result })
const read = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
  readTelegramAuthMessage(
    { data, origin: from.origin ?? oauthOrigin, source: (from.source ?? popup) as Window },
    { popup, oauthOrigin },
  )

/** The error `run` throws, for its code and data. */
const thrown = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error as ProviderRpcError
  }
  throw new Error('expected an error')
}

describe('#19 readTelegramAuthMessage', () => {
  test("default: #19 Telegram's auth_result becomes the tgAuthResult the server verifies (base64url UTF-8 JSON, no padding)", () => {
    const answer = read(authResult(widgetFields))
    expect(answer?.tgAuthResult).toMatch(/^[A-Za-z0-9_-]+$/)
    const decoded = JSON.parse(Buffer.from(answer?.tgAuthResult ?? '', 'base64url').toString())
    expect(decoded).toEqual(widgetFields)
  })

  test('behavior: #19 fields Telegram adds are kept, since its hash signs every field', () => {
    const answer = read(authResult({ ...widgetFields, allows_write_to_pm: 'true' }))
    const decoded = JSON.parse(Buffer.from(answer?.tgAuthResult ?? '', 'base64url').toString())
    expect(decoded.allows_write_to_pm).toBe('true')
  })

  test.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['the page itself', { origin: 'https://oauth.telegram.org', source: {} }],
    ['another window on Telegram’s origin', { source: { name: 'another popup' } }],
  ])('error: #19 a message from %s is ignored, however well formed', (_, from) => {
    expect(read(authResult(widgetFields), from)).toBeUndefined()
    expect(read(authResult(false), from)).toBeUndefined()
  })

  test.each([
    ['malformed JSON', '{"event":"auth_result",'],
    ['not a string', { event: 'auth_result', result: widgetFields }],
    ['another event', JSON.stringify({ event: 'resize', height: 300 })],
    ['JSON null', 'null'],
  ])("error: #19 %s from Telegram's popup is not its answer and is ignored", (_, data) => {
    expect(read(data)).toBeUndefined()
  })

  test('error: #19 result false is the user declining: 4001 user_deny, marked declined', () => {
    const error = thrown(() => read(authResult(false)))
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error.code).toBe(4001)
    expect(error.data).toEqual({ code: 'user_deny', declined: true })
  })

  test.each([
    ['no hash', { ...widgetFields, hash: undefined }],
    ['a short hash', { ...widgetFields, hash: 'abc' }],
    ['an id as text', { ...widgetFields, id: '424242' }],
    ['no first name', { ...widgetFields, first_name: '' }],
    ['a nested value', { ...widgetFields, username: { name: 'zoe' } }],
    ['a photo over http', { ...widgetFields, photo_url: 'http://t.me/i/userpic/1.jpg' }],
    ['an array', [widgetFields]],
    ['true', true],
  ])('error: #19 an auth_result with %s is malformed: W-131', (_, result) => {
    const error = thrown(() => read(authResult(result)))
    expect(error.data.code).toBe('W-131')
    expect(error.message).toBe('Telegram sent a login result that is not the widget fields')
  })
})

describe('#19 encodeTgAuthResult', () => {
  test('args: #19 UTF-8 names round-trip; no padding, no + or /', () => {
    for (const first_name of ['A', 'Ab', 'Abc', 'Zoë ✈️', '>>>???']) {
      const encoded = encodeTgAuthResult({ ...widgetFields, first_name })
      expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/)
      expect(Buffer.from(encoded, 'base64url').toString('utf8')).toBe(
        JSON.stringify({ ...widgetFields, first_name }),
      )
    }
  })
})
