import { sha256Hex } from '@tessera/service-kit'
import type { JWTPayload } from 'jose'

/**
 * What makes a JWT "the same token" for replay checks: its issuer and `jti`, or else its signed
 * part (header and payload). Never the whole string: a signature has other valid spellings.
 */
export function jwtReplayKey(token: string, claims: JWTPayload): string {
  if (claims.jti) return `jwt:${claims.iss ?? ''}:${claims.jti}`
  const signedPart = token.split('.').slice(0, 2).join('.')
  return `jwt-signed:${sha256Hex(signedPart)}`
}
