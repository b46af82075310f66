import { createHash } from 'node:crypto'

/** SHA-256 of a UTF-8 string as lowercase hex: how secrets and personal data are stored or keyed. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}
