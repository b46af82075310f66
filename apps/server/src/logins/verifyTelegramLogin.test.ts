import { signTelegramLogin, type TelegramLoginFields } from '@tessera/devnet'
import { describe, expect, test } from 'vitest'
import { verifyTelegramLogin } from './verifyTelegramLogin.js'

const botToken = '123456:test-bot-token-for-tessera-unit-tests'
const nowS = 1_700_000_000
const ada: TelegramLoginFields = { id: 42, first_name: 'Ada', auth_date: nowS - 10 }

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url')
const decode = (tgAuthResult: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(tgAuthResult, 'base64url').toString('utf8'))
const verify = (tgAuthResult: string, options: { nowS?: number; maxAgeS?: number } = {}) =>
  verifyTelegramLogin(tgAuthResult, { botToken, nowS, ...options })
const telegramInvalid = expect.objectContaining({ code: 'telegram_invalid', status: 401 })
/** The internal reason a verification failed (the `cause`), never shown to the client. */
const causeOf = (run: () => unknown): string => {
  try {
    run()
  } catch (error) {
    expect(error).toEqual(telegramInvalid)
    const { cause } = error as { cause?: unknown }
    return cause instanceof Error ? cause.message : String(cause)
  }
  throw new Error('expected verifyTelegramLogin to throw')
}

describe('verifyTelegramLogin', () => {
  test('default', () => {
    expect(verify(signTelegramLogin(ada, botToken))).toEqual({
      id: '42',
      name: 'Ada',
      authDate: nowS - 10,
    })
  })

  test('args: optional widget fields become name, username and photoUrl', () => {
    const tgAuthResult = signTelegramLogin(
      {
        ...ada,
        last_name: 'Lovelace',
        username: 'ada',
        photo_url: 'https://t.me/i/userpic/320/ada.jpg',
      },
      botToken,
    )
    expect(verify(tgAuthResult)).toEqual({
      id: '42',
      name: 'Ada Lovelace',
      username: 'ada',
      photoUrl: 'https://t.me/i/userpic/320/ada.jpg',
      authDate: nowS - 10,
    })
  })

  test('args: maxAgeS', () => {
    const tgAuthResult = signTelegramLogin({ ...ada, auth_date: nowS - 600 }, botToken)
    expect(verify(tgAuthResult, { maxAgeS: 600 }).id).toBe('42')
    expect(causeOf(() => verify(tgAuthResult, { maxAgeS: 599 }))).toBe(
      'auth_date is older than 599 s',
    )
  })

  test('args: nowS defaults to the clock', () => {
    const authDate = Math.floor(Date.now() / 1000)
    const tgAuthResult = signTelegramLogin({ ...ada, auth_date: authDate }, botToken)
    expect(verifyTelegramLogin(tgAuthResult, { botToken }).authDate).toBe(authDate)
  })

  test('behavior: accepts padding and a string id, as some encoders send them', () => {
    const values = { id: '42', first_name: 'Ada', auth_date: nowS }
    const hash = decode(signTelegramLogin({ ...values, id: 42 }, botToken)).hash
    const padded = Buffer.from(JSON.stringify({ ...values, hash })).toString('base64')
    expect(padded).toMatch(/=$/)
    expect(verify(padded.replaceAll('+', '-').replaceAll('/', '_')).id).toBe('42')
  })

  test('behavior: allows a minute of clock skew for auth_date', () => {
    expect(verify(signTelegramLogin({ ...ada, auth_date: nowS + 60 }, botToken)).id).toBe('42')
  })

  test('behavior: unknown fields are part of the hash', () => {
    const extended = { ...ada, allows_write_to_pm: 'true' }
    const extendedHash = decode(signTelegramLogin(extended as TelegramLoginFields, botToken)).hash
    expect(verify(encode({ ...extended, hash: extendedHash })).id).toBe('42')
    const adaHash = decode(signTelegramLogin(ada, botToken)).hash
    expect(causeOf(() => verify(encode({ ...extended, hash: adaHash })))).toBe(
      'hash does not match',
    )
  })

  test('error: telegram_invalid tampered field', () => {
    const signed = decode(signTelegramLogin(ada, botToken))
    for (const tampered of [{ id: 43 }, { first_name: 'Eve' }, { username: 'eve' }]) {
      expect(causeOf(() => verify(encode({ ...signed, ...tampered })))).toBe('hash does not match')
    }
  })

  test('error: telegram_invalid wrong bot token', () => {
    const tgAuthResult = signTelegramLogin(ada, '654321:another-bot-token')
    expect(causeOf(() => verify(tgAuthResult))).toBe('hash does not match')
  })

  test('error: telegram_invalid stale auth_date', () => {
    const tgAuthResult = signTelegramLogin({ ...ada, auth_date: nowS - 86_401 }, botToken)
    expect(causeOf(() => verify(tgAuthResult))).toBe('auth_date is older than 86400 s')
    expect(verify(signTelegramLogin({ ...ada, auth_date: nowS - 86_400 }, botToken)).id).toBe('42')
  })

  test('error: telegram_invalid future auth_date', () => {
    const tgAuthResult = signTelegramLogin({ ...ada, auth_date: nowS + 61 }, botToken)
    expect(causeOf(() => verify(tgAuthResult))).toBe('auth_date is in the future')
  })

  test('error: telegram_invalid literal false', () => {
    expect(causeOf(() => verify('false'))).toBe('Telegram reported no login')
  })

  test('error: telegram_invalid garbage base64', () => {
    for (const garbage of ['', '!!!', 'not base64 at all', 'e30.e30', 'QQ=x', 'A'.repeat(5_000)]) {
      expect(causeOf(() => verify(garbage))).toBe('tgAuthResult is not base64url')
    }
  })

  test('error: telegram_invalid non-canonical base64url', () => {
    // 'e30' is `{}`; 'e31' carries trailing bits that Buffer would silently drop.
    expect(Buffer.from('e31', 'base64url').toString()).toBe('{}')
    expect(causeOf(() => verify('e31'))).toBe('tgAuthResult is not canonical base64url')
  })

  test('error: telegram_invalid not JSON or not a flat object', () => {
    const notJson = Buffer.from('{"id":42,', 'utf8').toString('base64url')
    const invalidUtf8 = Buffer.from([0x7b, 0xff, 0x7d]).toString('base64url')
    for (const tgAuthResult of [
      notJson,
      invalidUtf8,
      encode(null),
      encode([ada]),
      encode('ada'),
      encode({ ...ada, nested: { a: 1 } }),
      encode({ ...ada, flag: true }),
      encode({ ...ada, Upper: 'x' }),
    ]) {
      expect(() => verify(tgAuthResult)).toThrow(telegramInvalid)
    }
    // A signed login with an extra `__proto__` key, which a record parser would silently drop.
    const signed = JSON.stringify(decode(signTelegramLogin(ada, botToken)))
    const withProto = `{"__proto__":1,${signed.slice(1)}`
    expect(() => verify(Buffer.from(withProto).toString('base64url'))).toThrow(telegramInvalid)
  })

  test('error: telegram_invalid missing hash', () => {
    const { hash: _hash, ...unsigned } = decode(signTelegramLogin(ada, botToken))
    expect(() => verify(encode(unsigned))).toThrow(telegramInvalid)
    expect(() => verify(encode({ ...unsigned, hash: '' }))).toThrow(telegramInvalid)
    expect(() => verify(encode({ ...unsigned, hash: 'ab'.repeat(31) }))).toThrow(telegramInvalid)
  })

  test('error: telegram_invalid missing or malformed required fields', () => {
    const { first_name: _firstName, ...withoutName } = ada
    for (const values of [
      withoutName,
      { ...ada, id: -1 },
      { ...ada, id: 1.5 },
      { ...ada, auth_date: '1700000000' },
      { ...ada, photo_url: 'javascript:alert(1)' },
    ]) {
      const tgAuthResult = signTelegramLogin(values as TelegramLoginFields, botToken)
      expect(() => verify(tgAuthResult)).toThrow(telegramInvalid)
    }
  })

  test('error: internal when the bot token is not configured', () => {
    const tgAuthResult = signTelegramLogin(ada, '')
    expect(() => verifyTelegramLogin(tgAuthResult, { botToken: '', nowS })).toThrow(
      expect.objectContaining({ code: 'internal' }),
    )
  })

  test('behavior: the error message never echoes the input', () => {
    const tgAuthResult = signTelegramLogin({ ...ada, auth_date: nowS - 100_000 }, botToken)
    expect(() => verify(tgAuthResult)).toThrowErrorMatchingInlineSnapshot(
      `[ApiError: The Telegram login could not be verified]`,
    )
  })
})
