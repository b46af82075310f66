import { randomUUID } from 'node:crypto'
import PostalMime from 'postal-mime'
import type { ReceivedMail } from './createMailbox.js'

export type MailEnvelope = {
  /** MAIL FROM, or null for a bounce (`MAIL FROM:<>`). */
  readonly sender: string | null
  /** Every RCPT TO address. */
  readonly recipients: readonly string[]
}

/** Parses a raw RFC 5322 message received over SMTP into what the mail sink keeps. */
export async function parseReceivedMail(
  raw: Uint8Array,
  envelope: MailEnvelope,
  receivedAt: Date = new Date(),
): Promise<ReceivedMail> {
  const parsed = await PostalMime.parse(raw)
  const headerFrom = parsed.from && 'address' in parsed.from ? parsed.from.address : undefined
  return {
    id: randomUUID(),
    from: headerFrom ?? envelope.sender ?? '',
    to: [...envelope.recipients],
    subject: parsed.subject ?? '',
    text: withoutFinalLineBreak(parsed.text ?? ''),
    html: withoutFinalLineBreak(parsed.html ?? ''),
    date: receivedAt.toISOString(),
  }
}

// RFC 2046 §5.1.1: the line break before a boundary belongs to the boundary, not to the body.
function withoutFinalLineBreak(body: string): string {
  return body.replace(/\r?\n$/, '')
}
