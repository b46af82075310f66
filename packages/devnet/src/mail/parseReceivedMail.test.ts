import { describe, expect, test } from 'vitest'
import { parseReceivedMail } from './parseReceivedMail.js'

const raw = (headers: string, body: string) =>
  new TextEncoder().encode(`${headers.trim().replaceAll('\n', '\r\n')}\r\n\r\n${body}`)

describe('parseReceivedMail', () => {
  test('default: header sender, envelope recipients, subject, text and html', async () => {
    const message = raw(
      `From: Tessera <wallet@tessera.test>
To: alice@example.com
Subject: =?UTF-8?Q?Your_code_=E2=9C=93?=
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="b"`,
      [
        '--b',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Code 123456',
        '--b',
        'Content-Type: text/html; charset=utf-8',
        '',
        '<p>Code <b>123456</b></p>',
        '--b--',
        '',
      ].join('\r\n'),
    )
    const receivedAt = new Date('2026-01-02T03:04:05.000Z')
    const mail = await parseReceivedMail(
      message,
      { sender: 'bounces@tessera.test', recipients: ['alice@example.com', 'audit@example.com'] },
      receivedAt,
    )
    expect(mail).toMatchObject({
      from: 'wallet@tessera.test',
      to: ['alice@example.com', 'audit@example.com'],
      subject: 'Your code ✓',
      text: 'Code 123456',
      html: '<p>Code <b>123456</b></p>',
      date: '2026-01-02T03:04:05.000Z',
    })
    expect(mail.id).toMatch(/^[0-9a-f-]{36}$/)
  })

  test('behavior: without a From header or body parts the envelope and empty strings stand in', async () => {
    const mail = await parseReceivedMail(raw('X-Empty: yes', ''), {
      sender: 'system@tessera.test',
      recipients: ['bob@example.com'],
    })
    expect(mail).toMatchObject({ from: 'system@tessera.test', subject: '', html: '' })
  })
})
