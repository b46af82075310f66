import { describe, expect, test } from 'vitest'
import { createMailbox, type ReceivedMail } from './createMailbox.js'

const mail = (id: string, to: string[]): ReceivedMail => ({
  id,
  from: 'wallet@tessera.test',
  to,
  subject: `mail ${id}`,
  text: '',
  html: '',
  date: new Date(0).toISOString(),
})

describe('createMailbox', () => {
  test('default: lists newest first and finds by id', () => {
    const mailbox = createMailbox()
    mailbox.add(mail('a', ['alice@example.com']))
    mailbox.add(mail('b', ['bob@example.com']))
    expect(mailbox.list().map((m) => m.id)).toEqual(['b', 'a'])
    expect(mailbox.find('a')?.subject).toBe('mail a')
    expect(mailbox.find('zzz')).toBeUndefined()
  })

  test('args: to filters by recipient, ignoring case and surrounding spaces', () => {
    const mailbox = createMailbox()
    mailbox.add(mail('a', ['Alice@Example.com', 'bob@example.com']))
    mailbox.add(mail('b', ['bob@example.com']))
    expect(mailbox.list({ to: ' alice@EXAMPLE.com ' }).map((m) => m.id)).toEqual(['a'])
    expect(mailbox.list({ to: 'carol@example.com' })).toEqual([])
  })

  test('args: capacity drops the oldest mail first', () => {
    const mailbox = createMailbox({ capacity: 2 })
    for (const id of ['a', 'b', 'c']) mailbox.add(mail(id, ['x@example.com']))
    expect(mailbox.list().map((m) => m.id)).toEqual(['c', 'b'])
  })

  test('behavior: clear empties the mailbox and counts what it removed', () => {
    const mailbox = createMailbox()
    mailbox.add(mail('a', ['x@example.com']))
    expect(mailbox.clear()).toBe(1)
    expect(mailbox.list()).toEqual([])
  })
})
