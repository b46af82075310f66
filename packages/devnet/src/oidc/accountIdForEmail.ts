import { createHash } from 'node:crypto'

const subjectDigits = 20n

/**
 * The stable `sub` for an email address: 21 digits like Google's, derived from a hash of the
 * address, so the same email always signs in as the same account, across restarts too.
 */
export function accountIdForEmail(email: string): string {
  const digest = createHash('sha256').update(`tessera-devnet-oidc:${email}`).digest()
  const number = digest.readBigUInt64BE(0) * 2n ** 64n + digest.readBigUInt64BE(8)
  return `1${(number % 10n ** subjectDigits).toString().padStart(Number(subjectDigits), '0')}`
}
