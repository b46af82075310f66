import { z } from 'zod'

/** A credential session id chosen by the client (SPEC §7 `/api/v2/cred`). */
export const credSessionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16-128 letters, digits, - or _')

/** A secp256k1 public key, uncompressed, hex: what the ciphertext is encrypted to. */
export const credPublicKeySchema = z
  .string()
  .regex(/^0x04[0-9a-fA-F]{128}$/, 'must be an uncompressed secp256k1 public key (0x04…)')

/** What the session's key signs to prove it: the session id itself. */
export function credProofMessage(sessionId: string): string {
  return `tessera-cred:${sessionId}`
}

/** What the session's key signs to have a magic link mailed for it (the email trimmed and lower-cased). */
export function credLinkMessage(sessionId: string, email: string): string {
  return `tessera-cred-link:${sessionId}:${email}`
}
