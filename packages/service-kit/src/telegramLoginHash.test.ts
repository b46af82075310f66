import { createHash, createHmac } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { telegramLoginHash } from './telegramLoginHash.js'

const botToken = '123456:test-bot-token-for-tessera-unit-tests'

/** Computes the expected hash from a hand-written data_check_string, independent of the code. */
const expectedHash = (dataCheckString: string) =>
  createHmac('sha256', createHash('sha256').update(botToken).digest())
    .update(dataCheckString)
    .digest('hex')

describe('telegramLoginHash', () => {
  test('default', () => {
    const fields = { id: 42, first_name: 'Ada', auth_date: 1_700_000_000 }
    expect(telegramLoginHash(fields, botToken).toString('hex')).toBe(
      expectedHash('auth_date=1700000000\nfirst_name=Ada\nid=42'),
    )
  })

  test('behavior: sorts every field by key and leaves out hash', () => {
    const fields = {
      username: 'ada',
      photo_url: 'https://t.me/i/userpic/320/ada.jpg',
      last_name: 'Lovelace',
      id: 42,
      hash: 'ignored',
      first_name: 'Ada',
      auth_date: 1_700_000_000,
    }
    expect(telegramLoginHash(fields, botToken).toString('hex')).toBe(
      expectedHash(
        [
          'auth_date=1700000000',
          'first_name=Ada',
          'id=42',
          'last_name=Lovelace',
          'photo_url=https://t.me/i/userpic/320/ada.jpg',
          'username=ada',
        ].join('\n'),
      ),
    )
  })

  test('behavior: the key is SHA-256 of the bot token, so another token gives another hash', () => {
    const fields = { id: 42, first_name: 'Ada', auth_date: 1_700_000_000 }
    expect(
      telegramLoginHash(fields, `${botToken}x`).equals(telegramLoginHash(fields, botToken)),
    ).toBe(false)
  })
})
