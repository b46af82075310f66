import nodemailer from 'nodemailer'
import type { ServerConfig } from '../config/readServerConfig.js'

export type OutgoingMail = {
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html: string
}

export type Mailer = {
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

/**
 * Sends mail over SMTP (`SMTP_URL`). Without it, sending fails loudly rather than dropping a
 * login code silently.
 */
export function createMailer(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>): Mailer {
  if (!config.smtpUrl)
    return {
      send: async () => {
        throw new Error('SMTP_URL is not set: email logins cannot send mail')
      },
      close: () => {},
    }
  const transport = nodemailer.createTransport(config.smtpUrl)
  return {
    send: async (mail) => {
      try {
        await transport.sendMail({ from: config.mailFrom, ...mail })
      } catch (error) {
        // The transport's error lists recipients and the SMTP reply: keep only its code.
        const code = (error as { code?: unknown }).code
        throw new Error(`mail delivery failed (${typeof code === 'string' ? code : 'unknown'})`)
      }
    },
    close: () => transport.close(),
  }
}
