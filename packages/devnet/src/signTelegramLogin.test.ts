import { telegramLoginHash } from '@tessera/service-kit'
import { describe, expect, test } from 'vitest'
import { signTelegramLogin } from './signTelegramLogin.js'

const botToken = '123456:test-bot-token-for-tessera-unit-tests'
const fields = { id: 42, first_name: 'Ada', username: 'ada', auth_date: 1_700_000_000 }

describe('signTelegramLogin', () => {
  test('default', () => {
    const tgAuthResult = signTelegramLogin(fields, botToken)
    expect(tgAuthResult).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(JSON.parse(Buffer.from(tgAuthResult, 'base64url').toString('utf8'))).toEqual({
      ...fields,
      hash: telegramLoginHash(fields, botToken).toString('hex'),
    })
  })

  test('behavior: keeps non-ASCII names intact through UTF-8', () => {
    const tgAuthResult = signTelegramLogin({ ...fields, first_name: 'Ада 🚀' }, botToken)
    expect(JSON.parse(Buffer.from(tgAuthResult, 'base64url').toString('utf8')).first_name).toBe(
      'Ада 🚀',
    )
  })
})
