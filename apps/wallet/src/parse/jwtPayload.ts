import { asRecord } from './fields.js'

/**
 * A JWT's claims, read without checking its signature: for what the wallet shows or decides for
 * itself (who logged in, whether a token has expired); whoever acts on a token verifies it.
 */
export function jwtPayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1]
  if (!payload) throw new TypeError('token must be a JWT')
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
  const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)))
  return asRecord(JSON.parse(json), 'token claims')
}
