import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose'

export const loginTokenAlgorithm = 'ES256'

export type SigningKey = {
  readonly kid: string
  readonly privateKey: CryptoKey
  /** The public half as published at `/.well-known/jwks.json`. */
  readonly publicJwk: JWK
}

const ownerOnly = 0o600

/**
 * The server's login-token key: read from `path` (a private JWK, mode 0600), or created there
 * on first start. Every instance behind a load balancer must be given the same file.
 */
export async function loadSigningKey(path: string): Promise<SigningKey> {
  if (!existsSync(path)) {
    const { privateKey } = await generateKeyPair(loginTokenAlgorithm, { extractable: true })
    const jwk = await exportJWK(privateKey)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, JSON.stringify({ ...jwk, alg: loginTokenAlgorithm }), { mode: ownerOnly })
    chmodSync(path, ownerOnly)
  }
  const privateJwk = JSON.parse(readFileSync(path, 'utf8')) as JWK
  const { d: _private, ...publicJwk } = privateJwk
  const kid = await calculateJwkThumbprint(publicJwk)
  const privateKey = (await importJWK(privateJwk, loginTokenAlgorithm)) as CryptoKey
  return { kid, privateKey, publicJwk: { ...publicJwk, kid, alg: loginTokenAlgorithm, use: 'sig' } }
}
