import { optionalStringField, stringField } from '../parse/fields.js'
import { jwtPayload } from '../parse/jwtPayload.js'

/** The claims of a login token the wallet reads (docs/server.md "Login tokens"). */
export type LoginTokenClaims = { sub: string; verifier: string; email?: string }

/**
 * Reads a login token's claims without checking its signature: the token came straight from the
 * auth service, and the key nodes verify it themselves before releasing anything.
 */
export function loginTokenClaims(token: string): LoginTokenClaims {
  const claims = jwtPayload(token)
  const email = optionalStringField(claims, 'email')
  return {
    sub: stringField(claims, 'sub'),
    verifier: stringField(claims, 'verifier'),
    ...(email === undefined ? {} : { email }),
  }
}
