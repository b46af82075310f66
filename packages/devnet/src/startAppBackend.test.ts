import { telegramLoginHash } from '@tessera/service-kit'
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

  test('error: a request without a user is refused with a clear message', async () => {
    const response = await post('/custom-token', {})
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'userId (or uid) is required' })
  })
})
