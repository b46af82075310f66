import { importJWK, type JWK, type JWTPayload, jwtVerify } from 'jose'
import { loginTokenAudience } from '../tokens/issueLoginToken.js'
import type { TestServer } from './createTestServer.js'

/** Verifies a login token of `server` the way a key node will: against the server's JWKS. */
export async function readLoginTokenOf(server: TestServer, token: string): Promise<JWTPayload> {
  const { keys } = (await server.app.inject({ url: '/.well-known/jwks.json' })).json() as {
    keys: JWK[]
  }
  const [jwk] = keys
  if (!jwk) throw new Error('no key published')
  const { payload } = await jwtVerify(token, await importJWK(jwk, 'ES256'), {
    issuer: server.context.config.publicUrl,
    audience: loginTokenAudience,
  })
  return payload
}
