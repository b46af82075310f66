import { telegramBotIdOf, telegramLoginHash } from '@tessera/service-kit'
import { findFreePortBase } from '@tessera/test-utils'
import { createRemoteJWKSet, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AppBackend, startAppBackend } from './startAppBackend.js'

describe('startAppBackend', () => {
  let backend: AppBackend
  beforeAll(async () => {
    backend = await startAppBackend({ port: await findFreePortBase(1) })
  })
  afterAll(() => backend.stop())

  const post = (path: string, body: unknown) =>
    fetch(`${backend.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  test('default: a custom token verifies against the published keys, for the user asked', async () => {
    const { token } = (await (await post('/custom-token', { userId: 'user-42' })).json()) as {
      token: string
    }
    const { payload } = await jwtVerify(
      token,
      createRemoteJWKSet(new URL(backend.customVerifier.jwksUrl)),
      { issuer: backend.customVerifier.issuer, audience: backend.customVerifier.audience },
    )
    expect(payload.sub).toBe('user-42')
  })

  test('default: a Firebase-shaped ID token: RS256, securetoken issuer, project audience', async () => {
    const { token } = (await (await post('/firebase-token', { uid: 'uid-7' })).json()) as {
      token: string
    }
    const { payload, protectedHeader } = await jwtVerify(
      token,
      createRemoteJWKSet(new URL(backend.firebase.jwksUrl)),
      {
        issuer: `https://securetoken.google.com/${backend.firebase.projectId}`,
        audience: backend.firebase.projectId,
      },
    )
    expect(protectedHeader.alg).toBe('RS256')
    expect(payload.sub).toBe('uid-7')
  })

  test("default: a Telegram login result signed with the app's bot token, as the widget hands it over", async () => {
    const { token } = (await (
      await post('/telegram-login', { id: 424242, first_name: 'Ada', username: 'ada' })
    ).json()) as { token: string }
    const { hash, ...fields } = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'))
    expect(fields).toMatchObject({ id: 424242, first_name: 'Ada', username: 'ada' })
    expect(Math.abs(fields.auth_date - Date.now() / 1_000)).toBeLessThan(60)
    expect(hash).toBe(telegramLoginHash(fields, backend.telegram.botToken).toString('hex'))
    expect(hash).not.toBe(telegramLoginHash(fields, '1:another-bot').toString('hex'))
  })

  test('error: a Telegram login needs a numeric id and a first name', async () => {
    const response = await post('/telegram-login', { id: 'ada', first_name: 'Ada' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'id (a positive integer) and first_name are required',
    })
  })

  test("default: #19 GET /auth is Telegram's login popup for the page's origin", async () => {
    const query = new URLSearchParams({
      bot_id: telegramBotIdOf(backend.telegram.botToken),
      origin: 'http://127.0.0.1:5173',
      request_access: 'write',
    })
    const response = await fetch(`${backend.url}/auth?${query}`)
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain('<h1>Log in to http://127.0.0.1:5173</h1>')
    expect(page).toContain('"http://127.0.0.1:5173")')
    expect(page).not.toContain(backend.telegram.botToken)
  })

  test.each([
    ['another bot', { bot_id: '1', origin: 'http://127.0.0.1:5173' }, 'Bot not found'],
    ['a path as origin', { bot_id: '7000000001', origin: 'http://a.example/x' }, 'origin must'],
    ['a script origin', { bot_id: '7000000001', origin: 'javascript:alert(1)' }, 'origin must'],
  ])('error: #19 GET /auth refuses %s with a clear message', async (_, query, error) => {
    const response = await fetch(`${backend.url}/auth?${new URLSearchParams(query)}`)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain(error)
  })

  test('error: #17 a backend started without chains has no faucet', async () => {
    const response = await post('/faucet', { address: `0x${'1'.repeat(40)}`, chainId: 31_337 })
    expect(response.status).toBe(404)
  })

  test('error: a request without a user is refused with a clear message', async () => {
    const response = await post('/custom-token', {})
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'userId (or uid) is required' })
  })
})
