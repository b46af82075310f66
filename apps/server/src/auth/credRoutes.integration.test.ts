import { randomBytes } from 'node:crypto'
import { type MailSink, startMailSink } from '@tessera/devnet'
import { findFreePortBase } from '@tessera/test-utils'
import { decodeJwt } from 'jose'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { App } from '../apps/appSettings.js'
import { createTestServer, type TestServer, testWalletUrl } from '../testing/createTestServer.js'
import { credLinkMessage, credProofMessage } from './credSession.js'

type Mail = { subject: string; text: string; to: string[] }

const chromeOnLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

describe('magic link credential flow (SPEC §7; issue 15 finding 4)', () => {
  let server: TestServer
  let mail: MailSink
  let app: App

  beforeAll(async () => {
    const port = await findFreePortBase(2)
    mail = await startMailSink({ smtpPort: port, httpPort: port + 1 })
    server = await createTestServer({ smtpUrl: mail.smtpUrl })
    app = await server.context.apps.create({
      name: 'Link Shop',
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
  const newEmail = () => `user-${randomBytes(4).toString('hex')}@example.com`
  const inbox = async (to: string): Promise<Mail[]> =>
    (
      (await (await fetch(`${mail.webUrl}/api/messages?to=${encodeURIComponent(to)}`)).json()) as {
        messages: Mail[]
      }
    ).messages

  /** Client A: registers a session with its own key and has a link mailed to `email`. */
  async function askForLink(email: string, client = privateKeyToAccount(generatePrivateKey())) {
    const sessionId = randomBytes(16).toString('hex')
    const proof = await client.signMessage({ message: credProofMessage(sessionId) })
    const registered = await post('/api/v2/cred', {
      publicKey: client.publicKey,
      sessionId,
      signature: proof,
    })
    expect(registered.statusCode).toBe(200)
    const started = await server.app.inject({
      method: 'POST',
      url: '/api/v2/passwordless/start',
      headers: { 'user-agent': chromeOnLinux },
      payload: {
        kind: 'link',
        appID: app.id,
        email,
        sessionId,
        curve: 'secp256k1',
        signature: await client.signMessage({ message: credLinkMessage(sessionId, email) }),
      },
    })
    const { confirmCode } = started.json() as { confirmCode: string }
    const poll = () => server.app.inject({ url: `/api/v2/cred/${sessionId}?sig=${proof}` })
    return { client, sessionId, confirmCode, poll, startAnswer: started.json() as unknown }
  }

  /** What the mailed link carries: the session (query) and the link token (fragment). */
  async function openMail(email: string) {
    const [linkMail] = await inbox(email)
    const link = new URL(/https?:\/\/\S+/.exec(linkMail?.text ?? '')?.[0] ?? '')
    return {
      mail: linkMail,
      link,
      sessionId: link.searchParams.get('session') ?? '',
      token: new URLSearchParams(link.hash.slice(1)).get('link') ?? '',
    }
  }

  const confirm = (p: { sessionId: string; token: string }, code?: string) =>
    post('/api/v2/passwordless/verify-link', {
      sessionId: p.sessionId,
      token: p.token,
      ...(code === undefined ? {} : { code }),
    })
  const otherCode = (code: string) => (code === '000000' ? '111111' : '000000')

  test('default: C-007 C-009 C-010 A registers and is given a code; B sees who asked, types the code, stores the ciphertext; A reads it once', async () => {
    const email = newEmail()
    const { client, sessionId, confirmCode, poll, startAnswer } = await askForLink(email)
    expect(startAnswer).toEqual({ sent: true, confirmCode: expect.stringMatching(/^\d{6}$/) })
    expect((await poll()).json()).toEqual({ done: false })

    const opened = await openMail(email)
    expect(opened.link.origin + opened.link.pathname).toBe(`${testWalletUrl}/${app.id}/login`)
    expect(opened.sessionId).toBe(sessionId)
    const shown = await post('/api/v2/passwordless/link-request', opened)
    expect(shown.json()).toEqual({
      appName: 'Link Shop',
      requestedBy: 'Chrome on Linux',
      requestedAt: expect.any(Number),
      expiresAt: expect.any(Number),
    })
    const { requestedAt, expiresAt } = shown.json() as { requestedAt: number; expiresAt: number }
    expect(Math.abs(requestedAt - Date.now())).toBeLessThan(60_000)
    expect(expiresAt - requestedAt).toBe(10 * 60_000)
    expect((await server.app.inject({ url: `/api/cred/key/${opened.sessionId}` })).json()).toEqual({
      publicKey: client.publicKey.toLowerCase(),
    })

    const verified = await confirm(opened, confirmCode)
    expect(verified.statusCode).toBe(200)
    const { token, grant } = verified.json() as { token: string; grant: string }
    expect(decodeJwt(token)).toMatchObject({
      sub: email,
      verifier: 'passwordless',
      nonce: client.address.toLowerCase(),
      curve: 'secp256k1',
    })
    expect((await confirm(opened, confirmCode)).json()).toMatchObject({
      error: { code: 'link_invalid' },
    })

    const ciphertext = 'b64:encrypted-login-token-for-A'
    const put = (body: string) =>
      server.app.inject({
        method: 'PUT',
        url: '/api/cred',
        payload: { sessionId, signature: grant, ciphertext: body },
      })
    expect((await put(ciphertext)).json()).toEqual({ stored: true })
    expect((await put('evil')).json()).toMatchObject({ error: { code: 'token_replayed' } })
    expect((await poll()).json()).toEqual({ done: true, ciphertext })
    expect((await poll()).statusCode).toBe(404)
  })

  test('behavior: the mail never carries the code; opening the link and reading who asked completes nothing (a mail scanner)', async () => {
    const email = newEmail()
    const { confirmCode, poll } = await askForLink(email)
    const opened = await openMail(email)
    expect(opened.mail?.text).not.toContain(confirmCode)
    expect(opened.mail?.text).toContain('asks for the code shown where you started logging in')
    // A scanner fetches the page (its JavaScript reads who asked) as often as it likes.
    for (let i = 0; i < 3; i++)
      expect((await post('/api/v2/passwordless/link-request', opened)).statusCode).toBe(200)
    expect((await poll()).json()).toEqual({ done: false })
    // It even submits the confirm form, without a code: nothing.
    expect((await confirm(opened)).json()).toMatchObject({ error: { code: 'invalid_request' } })
    expect((await poll()).json()).toEqual({ done: false })
    // The person who asked still logs in with the code.
    expect((await confirm(opened, confirmCode)).statusCode).toBe(200)
  })

  test('error: issue 15 finding 4 an attacker who asks for a link to the victim gets nothing when the victim opens it and confirms without the code', async () => {
    const victim = newEmail()
    const attacker = await askForLink(victim)
    const opened = await openMail(victim)
    // The victim sees which app and browser asked, but has no code to type: two wrong tries …
    expect((await post('/api/v2/passwordless/link-request', opened)).statusCode).toBe(200)
    for (const _ of [1, 2])
      expect((await confirm(opened, otherCode(attacker.confirmCode))).json()).toEqual({
        error: {
          code: 'link_code_invalid',
          message: 'The code does not match the one shown where the login was started',
        },
      })
    expect((await attacker.poll()).json()).toEqual({ done: false })
    // … and the third ends the link and the attacker's session: even the right code is too late.
    expect((await confirm(opened, otherCode(attacker.confirmCode))).json()).toMatchObject({
      error: { code: 'link_invalid' },
    })
    expect((await confirm(opened, attacker.confirmCode)).json()).toMatchObject({
      error: { code: 'link_invalid' },
    })
    expect((await post('/api/v2/passwordless/link-request', opened)).json()).toMatchObject({
      error: { code: 'link_invalid' },
    })
    expect((await attacker.poll()).statusCode).toBe(404)
    const row = await server.context.db
      .selectFrom('creds')
      .select(['ciphertext', 'email'])
      .where('session_id', '=', attacker.sessionId)
      .executeTakeFirst()
    expect(row).toEqual({ ciphertext: null, email: null })
  })

  test('behavior: parallel guesses cannot pass the limit of three tries', async () => {
    const email = newEmail()
    const { confirmCode } = await askForLink(email)
    const opened = await openMail(email)
    const guesses = ['000001', '000002', '000003', '000004', '000005', '000006'].filter(
      (code) => code !== confirmCode,
    )
    const answers = await Promise.all(guesses.map((code) => confirm(opened, code)))
    expect(answers.every((answer) => answer.statusCode === 401)).toBe(true)
    expect((await confirm(opened, confirmCode)).json()).toMatchObject({
      error: { code: 'link_invalid' },
    })
  })

  test('behavior: a typo is forgiven; asking for the link again replaces the link and the code', async () => {
    const email = newEmail()
    const client = privateKeyToAccount(generatePrivateKey())
    const first = await askForLink(email, client)
    const firstMail = await openMail(email)
    expect((await confirm(firstMail, otherCode(first.confirmCode))).statusCode).toBe(401)

    const again = await resend(client, first.sessionId, email)
    expect((await confirm(firstMail, first.confirmCode)).json()).toMatchObject({
      error: { code: 'link_invalid' },
    })
    const secondMail = await openMail(email)
    if (again.confirmCode !== first.confirmCode)
      expect((await confirm(secondMail, first.confirmCode)).statusCode).toBe(401)
    expect((await confirm(secondMail, again.confirmCode)).statusCode).toBe(200)
  })

  async function resend(client: PrivateKeyAccount, sessionId: string, email: string) {
    const answer = await post('/api/v2/passwordless/start', {
      kind: 'link',
      appID: app.id,
      email,
      sessionId,
      curve: 'secp256k1',
      signature: await client.signMessage({ message: credLinkMessage(sessionId, email) }),
    })
    return answer.json() as { confirmCode: string }
  }

  test('error: only the session key can have a link mailed for its session', async () => {
    const clientA = privateKeyToAccount(generatePrivateKey())
    const sessionId = randomBytes(16).toString('hex')
    await post('/api/v2/cred', {
      publicKey: clientA.publicKey,
      sessionId,
      signature: await clientA.signMessage({ message: credProofMessage(sessionId) }),
    })
    const stranger = privateKeyToAccount(generatePrivateKey())
    const email = newEmail()
    const response = await post('/api/v2/passwordless/start', {
      kind: 'link',
      appID: app.id,
      email,
      sessionId,
      curve: 'secp256k1',
      signature: await stranger.signMessage({ message: credLinkMessage(sessionId, email) }),
    })
    expect(response.json()).toMatchObject({ error: { code: 'signature_invalid' } })
  })

  test('error: only the session key can poll, and a forged grant cannot write', async () => {
    const clientA = privateKeyToAccount(generatePrivateKey())
    const sessionId = randomBytes(16).toString('hex')
    await post('/api/v2/cred', {
      publicKey: clientA.publicKey,
      sessionId,
      signature: await clientA.signMessage({ message: credProofMessage(sessionId) }),
    })
    const stranger = privateKeyToAccount(generatePrivateKey())
    const strangerSig = await stranger.signMessage({ message: credProofMessage(sessionId) })
    expect(
      (await server.app.inject({ url: `/api/v2/cred/${sessionId}?sig=${strangerSig}` })).json(),
    ).toMatchObject({ error: { code: 'signature_invalid' } })
    const forged = await server.app.inject({
      method: 'PUT',
      url: '/api/cred',
      payload: { sessionId, signature: 'eyJhbGciOiJub25lIn0.e30.', ciphertext: 'x' },
    })
    expect(forged.json()).toMatchObject({ error: { code: 'link_invalid' } })
    const mismatched = await post('/api/v2/cred', {
      publicKey: clientA.publicKey,
      sessionId: randomBytes(16).toString('hex'),
      signature: strangerSig,
    })
    expect(mismatched.json()).toMatchObject({ error: { code: 'signature_invalid' } })
  })
})
