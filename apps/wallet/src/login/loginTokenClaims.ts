import { asRecord, optionalStringField, stringField } from '../parse/fields.js'

/** The claims of a login token the wallet reads (docs/server.md "Login tokens"). */
export type LoginTokenClaims = { sub: string; verifier: string; email?: string }

/**
 * Reads a login token's claims without checking its signature: the token came straight from the
 * auth service, and the key nodes verify it themselves before releasing anything.
 */
export function loginTokenClaims(token: string): LoginTokenClaims {
  const payload = token.split('.')[1]
  if (!payload) throw new TypeError('login token must be a JWT')
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
  const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)))
  const claims = asRecord(JSON.parse(json), 'login token claims')
  const email = optionalStringField(claims, 'email')
  return {
    sub: stringField(claims, 'sub'),
    verifier: stringField(claims, 'verifier'),
    ...(email === undefined ? {} : { email }),
  }
}
