import { randomUUID } from 'node:crypto'
import { exportJWK, generateKeyPair } from 'jose'
import type { JWKS } from 'oidc-provider'

/** A fresh RS256 signing key for ID tokens, as the provider's private JWKS (new at each start). */
export async function createSigningKeys(): Promise<JWKS> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk = await exportJWK(privateKey)
  return { keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] }
}
