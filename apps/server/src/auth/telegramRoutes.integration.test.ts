import { signTelegramLogin } from '@tessera/devnet'
import { decodeJwt } from 'jose'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { App } from '../apps/appSettings.js'
import { createTestServer, type TestServer } from '../testing/createTestServer.js'

const botToken = '123456:test-bot-token_for-tessera'

describe('POST /auth/telegram/{id}', () => {
  let server: TestServer
  let app: App

  beforeAll(async () => {
    server = await createTestServer()
    app = await server.context.apps.create({
      name: 'TG',
      chainType: 'evm',
      origins: ['https://tg.example'],
      logins: { telegram: { botToken } },
    })
  })
  afterAll(() => server.close())

  const login = async (tgAuthResult: string, appId = app.id) => {
    const oneTime = privateKeyToAccount(generatePrivateKey())
    const response = await server.app.inject({
      method: 'POST',
      url: `/auth/telegram/${appId}`,
      payload: {
        tgAuthResult,
        signerAddress: oneTime.address,
        signature: await oneTime.signMessage({ message: tgAuthResult }),
      },
    })
    return { response, oneTime }
  }
  const fields = (id: number) => ({
    id,
    first_name: 'Tele',
    last_name: 'Gram',
    auth_date: Math.floor(Date.now() / 1000),
  })

  test('default: C-016 a signed widget result gives { id_token, user } (SPEC §7)', async () => {
    const { response, oneTime } = await login(signTelegramLogin(fields(777), botToken))
    expect(response.statusCode).toBe(200)
    const body = response.json() as { id_token: string; user: unknown }
    expect(body.user).toEqual({ id: '777', name: 'Tele Gram' })
    expect(decodeJwt(body.id_token)).toMatchObject({
      sub: '777',
      verifier: 'telegram',
      nonce: oneTime.address.toLowerCase(),
    })
  })

  test('error: a result is accepted once', async () => {
    const result = signTelegramLogin(fields(778), botToken)
    expect((await login(result)).response.statusCode).toBe(200)
    expect((await login(result)).response.json()).toMatchObject({
      error: { code: 'token_replayed' },
    })
  })

  test.each([
    ['signed with another bot token', () => signTelegramLogin(fields(1), '999:other-token')],
    [
      'tampered',
      () => {
        const json = JSON.parse(
          Buffer.from(signTelegramLogin(fields(2), botToken), 'base64url').toString(),
        )
        return Buffer.from(JSON.stringify({ ...json, id: 3 })).toString('base64url')
      },
    ],
    [
      'stale',
      () =>
        signTelegramLogin(
          { ...fields(4), auth_date: Math.floor(Date.now() / 1000) - 2 * 86_400 },
          botToken,
        ),
    ],
    ['false', () => 'false'],
  ])('error: a result %s is telegram_invalid', async (_, make) => {
    const { response } = await login(make())
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ error: { code: 'telegram_invalid' } })
  })

  test('error: an app without Telegram refuses', async () => {
    const other = await server.context.apps.create({
      name: 'No TG',
      chainType: 'evm',
      origins: ['https://x.example'],
    })
    const { response } = await login(signTelegramLogin(fields(5), botToken), other.id)
    expect(response.json()).toMatchObject({ error: { code: 'login_not_enabled' } })
  })
})
