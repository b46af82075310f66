import { createConnection } from 'node:net'
import { findFreePortBase, isPortFree } from '@tessera/test-utils'
import nodemailer, { type SendMailOptions } from 'nodemailer'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { ReceivedMail } from './createMailbox.js'
import { type MailSink, startMailSink } from './startMailSink.js'

describe('startMailSink', () => {
  let sink: MailSink
  let smtpPort: number
  const send = (mail: SendMailOptions) =>
    nodemailer
      .createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true })
      .sendMail({ from: 'Tessera <wallet@tessera.test>', ...mail })
  const messages = async (query = '') => {
    const response = await fetch(`${sink.webUrl}/api/messages${query}`)
    return ((await response.json()) as { messages: ReceivedMail[] }).messages
  }

  beforeAll(async () => {
    const base = await findFreePortBase(2)
    smtpPort = base
    sink = await startMailSink({ smtpPort: base, httpPort: base + 1 })
  })
  afterAll(() => sink.stop())
  beforeEach(async () => {
    await fetch(`${sink.webUrl}/api/messages`, { method: 'DELETE' })
  })

  test('default: a mail sent over SMTP is listed by recipient, newest first', async () => {
    await send({ to: 'alice@example.com', subject: 'Your code', text: 'Code 123456' })
    await send({ to: 'bob@example.com', subject: 'Hello Bob', text: 'hi' })
    await send({ to: 'alice@example.com', subject: 'Second', text: 'again', html: '<b>again</b>' })

    expect(sink.smtpUrl).toBe(`smtp://127.0.0.1:${smtpPort}`)
    const forAlice = await messages('?to=ALICE@example.com')
    expect(forAlice.map((m) => m.subject)).toEqual(['Second', 'Your code'])
    expect(forAlice[0]).toMatchObject({
      from: 'wallet@tessera.test',
      to: ['alice@example.com'],
      text: 'again',
      html: '<b>again</b>',
    })
    expect((await messages()).length).toBe(3)

    const id = forAlice[1]?.id ?? ''
    const one = (await (await fetch(`${sink.webUrl}/api/messages/${id}`)).json()) as ReceivedMail
    expect(one).toMatchObject({ id, subject: 'Your code', text: 'Code 123456' })
    expect(Number.isNaN(Date.parse(one.date))).toBe(false)
  })

  test('args: to filter matches Bcc recipients, which only the envelope names', async () => {
    await send({ to: 'alice@example.com', bcc: 'audit@example.com', subject: 'Copy', text: 'x' })
    expect((await messages('?to=audit@example.com')).map((m) => m.subject)).toEqual(['Copy'])
  })

  test('behavior: a sender with credentials is accepted too', async () => {
    await nodemailer
      .createTransport({
        host: '127.0.0.1',
        port: smtpPort,
        secure: false,
        ignoreTLS: true,
        auth: { user: 'tessera', pass: 'anything' },
      })
      .sendMail({ from: 'wallet@tessera.test', to: 'carol@example.com', text: 'with auth' })
    expect((await messages('?to=carol@example.com')).length).toBe(1)
  })

  test('behavior: the HTML page escapes a <script> subject and body', async () => {
    await send({
      to: 'mallory@example.com',
      subject: '<script>alert(1)</script>',
      text: 'body <img src=x onerror=alert(2)>',
    })
    const response = await fetch(sink.webUrl)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await response.text()
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('body &lt;img src=x onerror=alert(2)&gt;')
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
  })

  test('behavior: DELETE clears every mail', async () => {
    await send({ to: 'alice@example.com', subject: 'Gone soon', text: 'x' })
    const response = await fetch(`${sink.webUrl}/api/messages`, { method: 'DELETE' })
    expect(await response.json()).toEqual({ deleted: 1 })
    expect(await messages()).toEqual([])
    expect(await (await fetch(sink.webUrl)).text()).toContain('No mail yet')
  })

  test('error: unknown message id is 404 JSON', async () => {
    const response = await fetch(`${sink.webUrl}/api/messages/not-a-mail`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'not found' })
  })

  test('error: other methods are 405 with the allowed ones', async () => {
    const response = await fetch(`${sink.webUrl}/api/messages`, { method: 'POST' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, DELETE')
  })
})

describe('startMailSink lifecycle', () => {
  test('behavior: stop closes both ports, even with an SMTP client still connected', async () => {
    const base = await findFreePortBase(2)
    const sink = await startMailSink({ smtpPort: base, httpPort: base + 1 })
    const idle = createConnection(base, '127.0.0.1')
    await new Promise((resolve) => idle.once('data', resolve)) // the 220 greeting
    await sink.stop()
    await sink.exited
    expect(await isPortFree(base)).toBe(true)
    expect(await isPortFree(base + 1)).toBe(true)
    idle.destroy()
    await sink.stop() // a second stop is harmless
  })

  test('error: a taken port rejects and leaves the other port free', async () => {
    const base = await findFreePortBase(2)
    const first = await startMailSink({ smtpPort: base, httpPort: base + 1 })
    try {
      await expect(startMailSink({ smtpPort: base + 1, httpPort: base })).rejects.toThrow(
        'EADDRINUSE',
      )
    } finally {
      await first.stop()
    }
  })
})
