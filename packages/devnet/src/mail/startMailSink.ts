import { createServer } from 'node:http'
import { listenOnLoopback, type RunningService, type ServiceExit } from '@tessera/stack'
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server'
import { createMailbox, type Mailbox, mailboxCapacity } from './createMailbox.js'
import { handleMailWebRequest } from './handleMailWebRequest.js'
import { parseReceivedMail } from './parseReceivedMail.js'

export type StartMailSinkParameters = {
  readonly smtpPort: number
  readonly httpPort: number
  /** How many mails to keep; older ones are dropped first. */
  readonly capacity?: number
}

export type MailSink = RunningService & {
  /** Where senders connect: `smtp://127.0.0.1:{smtpPort}` (no TLS, any or no credentials). */
  readonly smtpUrl: string
  /** The inbox page; the JSON API is under `{webUrl}/api/messages`. */
  readonly webUrl: string
}

const maxMessageBytes = 10 * 1024 * 1024
// Backstop for a session `stop` could not end itself.
const smtpCloseTimeoutMs = 1_000

/**
 * Receives every mail sent to `smtpPort` (no TLS, no real authentication), keeps the last few
 * hundred in memory, and shows them on `httpPort`: an HTML inbox at `/` and JSON at
 * `/api/messages`. Stands in for a mail provider in local runs and tests.
 */
export async function startMailSink(parameters: StartMailSinkParameters): Promise<MailSink> {
  const { smtpPort, httpPort, capacity = mailboxCapacity } = parameters
  const mailbox = createMailbox({ capacity })
  const smtp = createSmtpSink(mailbox)
  const web = createServer((request, response) => handleMailWebRequest(mailbox, request, response))

  const smtpClosed = new Promise<void>((resolve) => smtp.server.once('close', resolve))
  const webClosed = new Promise<void>((resolve) => web.once('close', resolve))
  const exited = Promise.race([smtpClosed, webClosed]).then(
    (): ServiceExit => ({ code: 0, signal: null, output: '' }),
  )
  const stop = async () => {
    if (smtp.server.listening) smtp.close(() => {})
    // A stopping sink has no one to deliver to: idle or half-sent sessions end now.
    for (const connection of smtp.connections) connection.close()
    web.closeAllConnections()
    if (web.listening) web.close()
    await Promise.all([smtpClosed, webClosed])
  }

  try {
    await listenOnLoopback(smtp.server, smtpPort)
    await listenOnLoopback(web, httpPort)
  } catch (error) {
    await stopListening(smtp, web)
    throw error
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    webUrl: `http://127.0.0.1:${httpPort}`,
    exited,
    stop,
  }
}

function createSmtpSink(mailbox: Mailbox): SMTPServer {
  const smtp = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    // A sender configured with credentials still gets through: AUTH accepts anything.
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anyone' }),
    size: maxMessageBytes,
    closeTimeout: smtpCloseTimeoutMs,
    onData: (stream, session, callback) => {
      receiveMail(stream, session).then(
        (mail) => {
          mailbox.add(mail)
          callback()
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    },
  })
  // A client that drops its connection emits an error; it must not take the sink down.
  smtp.on('error', () => {})
  return smtp
}

async function receiveMail(stream: SMTPServerDataStream, session: SMTPServerSession) {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  if (stream.sizeExceeded)
    throw Object.assign(new Error(`message exceeds ${maxMessageBytes} bytes`), {
      responseCode: 552,
    })
  const { mailFrom, rcptTo } = session.envelope
  return parseReceivedMail(Buffer.concat(chunks), {
    sender: mailFrom ? mailFrom.address : null,
    recipients: rcptTo.map((recipient) => recipient.address),
  })
}

async function stopListening(smtp: SMTPServer, web: ReturnType<typeof createServer>) {
  if (smtp.server.listening) await new Promise<void>((resolve) => smtp.close(() => resolve()))
  if (web.listening) await new Promise<void>((resolve) => web.close(() => resolve()))
}
