import { randomBytes } from 'node:crypto'
import { type MailSink, startMailSink } from '@tessera/devnet'
import { findFreePortBase } from '@tessera/test-utils'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { App } from '../apps/appSettings.js'
import { createTestServer, type TestServer } from '../testing/createTestServer.js'
import {
  otpFailureWindowMs,
  otpMaxAttempts,
  otpMaxFailuresPerWindow,
} from './passwordlessLimits.js'

type Mail = { text: string }

describe('otpLockout: wrong codes per identity per day, across resends (issue 15 finding 6)', () => {
  let server: TestServer
  let mail: MailSink
  let shop: App
  let otherShop: App
  let globalA: App
  let globalB: App
  /** The server's clock: the lock's window is a day, and no test waits for one. */
  let clock = Date.now()

  beforeAll(async () => {
    const port = await findFreePortBase(2)
    mail = await startMailSink({ smtpPort: port, httpPort: port + 1 })
    server = await createTestServer({ smtpUrl: mail.smtpUrl }, { now: () => clock })
    const newApp = (name: string, global = false) =>
      server.context.apps.create({
        name,
        chainType: 'evm',
        origins: ['https://shop.example'],
        logins: { passwordless: true },
        global,
      })
    shop = await newApp('Shop')
    otherShop = await newApp('Other shop')
    globalA = await newApp('Global A', true)
    globalB = await newApp('Global B', true)
  })
  afterAll(async () => {
    await server.close()
    await mail.stop()
  })
  beforeEach(() => {
    clock = Date.now()
  })

  const newEmail = () => `guess-${randomBytes(4).toString('hex')}@example.com`
  const inbox = async (to: string): Promise<Mail[]> =>
    (
      (await (await fetch(`${mail.webUrl}/api/messages?to=${encodeURIComponent(to)}`)).json()) as {
        messages: Mail[]
      }
    ).messages
  const start = (app: App, email: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v2/passwordless/start',
      payload: { kind: 'otp', appID: app.id, email },
    })
  async function requestCode(app: App, email: string): Promise<string> {
    expect((await start(app, email)).json()).toEqual({ sent: true })
    return /\b(\d{6})\b/.exec((await inbox(email))[0]?.text ?? '')?.[1] ?? ''
  }
  async function submit(app: App, email: string, otp: string) {
    const oneTime = privateKeyToAccount(generatePrivateKey())
    return server.app.inject({
      method: 'POST',
      url: '/api/v2/passwordless/otp',
      payload: {
        appID: app.id,
        email,
        otp,
        curve: 'secp256k1',
        signerAddress: oneTime.address,
        signature: await oneTime.signMessage({ message: otp }),
      },
    })
  }
  const errorCode = async (answer: Promise<{ json(): unknown }>) =>
    ((await answer).json() as { error?: { code: string } }).error?.code
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000')

  /**
   * Guesses as an attacker would over a day: a code's 5 tries, a resend, 4 more, a resend, one
   * more: the tenth wrong code locks. Answers the right code of the last mail, still unused.
   */
  async function guessUntilLocked(app: App, email: string): Promise<string> {
    const seen: (string | undefined)[] = []
    const first = await requestCode(app, email)
    for (let i = 0; i < otpMaxAttempts; i++)
      seen.push(await errorCode(submit(app, email, wrongFor(first))))
    const second = await requestCode(app, email)
    for (let i = 0; i < otpMaxFailuresPerWindow - otpMaxAttempts - 1; i++)
      seen.push(await errorCode(submit(app, email, wrongFor(second))))
    const last = await requestCode(app, email)
    const locking = await submit(app, email, wrongFor(last))
    seen.push(await errorCode(Promise.resolve(locking)))
    expect(seen).toEqual([
      ...Array(otpMaxAttempts - 1).fill('otp_invalid'),
      'otp_attempts_exceeded',
      ...Array(otpMaxFailuresPerWindow - otpMaxAttempts - 1).fill('otp_invalid'),
      'otp_locked',
    ])
    expect(locking.statusCode).toBe(429)
    expect(Number(locking.headers['retry-after'])).toBe(otpFailureWindowMs / 1_000)
    return last
  }

  test('error: wrong codes across resends reach the cap; then even the right code is refused, and no code is sent', async () => {
    const email = newEmail()
    const right = await guessUntilLocked(shop, email)
    const refused = await submit(shop, email, right)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      error: {
        code: 'otp_locked',
        message: `Too many wrong codes for this address today: code logins are locked for ${otpFailureWindowMs / 1_000} s`,
      },
    })
    const mailsBefore = (await inbox(email)).length
    expect(await errorCode(start(shop, email))).toBe('otp_locked')
    expect((await inbox(email)).length).toBe(mailsBefore)
  })

  test('behavior: another identity is unaffected: another address, the same address in another app', async () => {
    const email = newEmail()
    await guessUntilLocked(shop, email)
    const neighbour = newEmail()
    expect((await submit(shop, neighbour, await requestCode(shop, neighbour))).statusCode).toBe(200)
    expect((await submit(otherShop, email, await requestCode(otherShop, email))).statusCode).toBe(
      200,
    )
  })

  test('behavior: apps of the global keyspace share one identity per address', async () => {
    const email = newEmail()
    await guessUntilLocked(globalA, email)
    expect(await errorCode(start(globalB, email))).toBe('otp_locked')
  })

  test('behavior: the lock ends with its day-long window, and counting starts again', async () => {
    const email = newEmail()
    const right = await guessUntilLocked(shop, email)
    clock += otpFailureWindowMs - 1_000
    expect((await submit(shop, email, right)).headers['retry-after']).toBe('1')
    clock += 1_000
    expect((await submit(shop, email, right)).statusCode).toBe(200)
    // A new window: one wrong code is one wrong code again.
    const next = await requestCode(shop, email)
    expect(await errorCode(submit(shop, email, wrongFor(next)))).toBe('otp_invalid')
    expect((await submit(shop, email, next)).statusCode).toBe(200)
  })
})
