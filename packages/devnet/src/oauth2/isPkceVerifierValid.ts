import { createHash } from 'node:crypto'

// RFC 7636 §4.1: 43 to 128 unreserved characters.
const verifierFormat = /^[A-Za-z0-9._~-]{43,128}$/

/** Whether `verifier` is well formed and BASE64URL(SHA-256(verifier)) is `challenge` (RFC 7636 §4.6). */
export function isPkceVerifierValid(verifier: string | null, challenge: string): boolean {
  if (verifier === null || !verifierFormat.test(verifier)) return false
  return createHash('sha256').update(verifier).digest('base64url') === challenge
}
