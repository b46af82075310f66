import { randomBytes } from 'node:crypto'
import { type MailSink, startMailSink } from '@tessera/devnet'
import { findFreePortBase } from '@tessera/test-utils'
import { decodeJwt } from 'jose'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { App } from '../apps/appSettings.js'
import { createTestServer, type TestServer } from '../testing/createTestServer.js'

type Mail = { subject: string; text: string; to: string[] }

describe('passwordless email login', () => {
  let server: TestServer
  let mail: MailSink
  let app: App

  beforeAll(async () => {
    const port = await findFreePortBase(2)
    mail = await startMailSink({ smtpPort: port, httpPort: port + 1 })
    server = await createTestServer({ smtpUrl: mail.smtpUrl })
    app = await server.context.apps.create({
      name: 'Mail <Shop>',
      chainType: 'evm',
      origins: ['https://shop.example'],
      logins: { passwordless: true },
    })
  })
  afterAll(async () => {
    await server.close()
    await mail.stop()
  })

  const post = (url: string, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url, payload })
  const inbox = async (to: string): Promise<Mail[]> =>
    (
      (await (await fetch(`${mail.webUrl}/api/messages?to=${encodeURIComponent(to)}`)).json()) as {
        messages: Mail[]
      }
    ).messages
  const newEmail = () => `user-${randomBytes(4).toString('hex')}@Example.com`
  const codeFrom = (m: Mail | undefined) => /\b(\d{6})\b/.exec(m?.text ?? '')?.[1] ?? ''

  async function requestCode(email: string) {
    const response = await post('/api/v2/passwordless/start', { kind: 'otp', appID: app.id, email })
    expect(response.json()).toEqual({ sent: true })
    return codeFrom((await inbox(email.toLowerCase()))[0])
  }
  async function submit(email: string, otp: string) {
    const oneTime = privateKeyToAccount(generatePrivateKey())
    const response = await post('/api/v2/passwordless/otp', {
      appID: app.id,
      email,
      otp,
      curve: 'secp256k1',
      signerAddress: oneTime.address,
      signature: await oneTime.signMessage({ message: otp }),
    })
    return { response, oneTime }
  }

  test('default: a mailed 6-digit code logs in once, bound to the one-time key', async () => {
    const email = newEmail()
    const code = await requestCode(email)
    expect(code).toMatch(/^\d{6}$/)
    const { response, oneTime } = await submit(email, code)
    expect(response.statusCode).toBe(200)
    const claims = decodeJwt((response.json() as { token: string }).token)
    expect(claims).toMatchObject({
      sub: email.toLowerCase(),
      email: email.toLowerCase(),
      verifier: 'passwordless',
      nonce: oneTime.address.toLowerCase(),
    })
    expect((await submit(email, code)).response.json()).toMatchObject({
      error: { code: 'otp_invalid' },
    })
  })

  test('behavior: the mail names the app, escaped in HTML, and says when it expires', async () => {
    const email = newEmail()
    await requestCode(email)
    const [received] = await inbox(email.toLowerCase())
    expect(received?.subject).toContain('Mail <Shop> login code')
    expect(received?.text).toContain('expires in 10 minutes')
  })

  test('error: a wrong code, then the fifth wrong attempt needs a new code', async () => {
    const email = newEmail()
    const code = await requestCode(email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await submit(email, wrong)).response.json()).toMatchObject({
        error: { code: 'otp_invalid' },
      })
    expect((await submit(email, wrong)).response.json()).toMatchObject({
      error: { code: 'otp_attempts_exceeded' },
    })
    expect((await submit(email, code)).response.json()).toMatchObject({
      error: { code: 'otp_attempts_exceeded' },
    })
    const fresh = await requestCode(email)
    expect((await submit(email, fresh)).response.statusCode).toBe(200)
  })

  test('error: a code asked for an address never seen is the same answer as a wrong one', async () => {
    const { response } = await submit(newEmail(), '123456')
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      error: { code: 'otp_invalid', message: 'The code is wrong or has expired' },
    })
  })

  test('error: an expired code is refused', async () => {
    const email = newEmail()
    const code = await requestCode(email)
    await server.context.db
      .updateTable('otp_codes')
      .set({ expires_at: Date.now() - 1 })
      .execute()
    expect((await submit(email, code)).response.json()).toMatchObject({
      error: { code: 'otp_invalid' },
    })
  })

  test.each([
    [{ email: '' }, 'invalid_request'],
    [{ email: 'not-an-email' }, 'invalid_request'],
    [{ kind: 'sms' }, 'invalid_request'],
    [{ appID: 'a'.repeat(40) }, 'app_not_found'],
  ])('error: V-054 V-055 start with %j', async (change, code) => {
    const response = await post('/api/v2/passwordless/start', {
      kind: 'otp',
      appID: app.id,
      email: newEmail(),
      ...change,
    })
    expect(response.json()).toMatchObject({ error: { code } })
  })

  test('error: too many codes for one address are rate limited', async () => {
    const email = newEmail()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await post('/api/v2/passwordless/start', { kind: 'otp', appID: app.id, email }))
          .statusCode,
      )
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  test('behavior: one right code gives one login, even sent four times at once', async () => {
    const email = newEmail()
    const code = await requestCode(email)
    const results = await Promise.all([1, 2, 3, 4].map(() => submit(email, code)))
    expect(results.filter(({ response }) => response.statusCode === 200)).toHaveLength(1)
  })

  test('error: +tag variants of one mailbox share its sending budget', async () => {
    const [local, domain] = newEmail().split('@')
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await post('/api/v2/passwordless/start', {
            kind: 'otp',
            appID: app.id,
            email: `${local}+${i}@${domain}`,
          })
        ).statusCode,
      )
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})
