import { sha256Hex } from '@tessera/service-kit'
import { z } from 'zod'

/** SPEC §5: a required, valid e-mail, compared case-insensitively. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.string().email('must be a valid e-mail address').max(254))

/** The stored form of an email login identity: its hash, never the address itself. */
export function identityHash(appId: string, email: string): string {
  return sha256Hex(`${appId}:${email}`)
}

/** The mailbox an address delivers to, `+tag` removed: rate limits count every variant once. */
export function mailboxOf(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  return `${local.split('+')[0]}@${domain}`
}
