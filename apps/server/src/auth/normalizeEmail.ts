import { createHash } from 'node:crypto'
import { z } from 'zod'

/** SPEC §5: a required, valid e-mail, compared case-insensitively. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.string().email('must be a valid e-mail address').max(254))

/** The stored form of an email login identity: its hash, never the address itself. */
export function identityHash(appId: string, email: string): string {
  return createHash('sha256').update(`${appId}:${email}`).digest('hex')
}
