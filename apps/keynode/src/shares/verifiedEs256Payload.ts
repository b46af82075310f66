import { KeyObject, verify } from 'node:crypto'
import type { createRemoteJWKSet } from 'jose'

type KeySet = ReturnType<typeof createRemoteJWKSet>

const nativeKeys = new WeakMap<CryptoKey, KeyObject>()
const protectedHeaderFields = new Set(['alg', 'kid', 'typ'])
const base64Url = /^[A-Za-z0-9_-]+$/
const es256SignatureBytes = 64

/**
 * The payload of an ES256 JWS whose signature a key of `keys` checks, parsed but with no claim
 * checked yet; throws for anything else. Login tokens are the auth service's own, always ES256
 * with a key id, so a header with any other field (`crit`, `b64`, `jwk`…) is refused. jose
 * chooses and fetches the key; node:crypto checks the signature synchronously, a third of the
 * CPU time of jose's WebCrypto path, on every share request a node serves.
 */
export async function verifiedEs256Payload(token: string, keys: KeySet): Promise<unknown> {
  const [header64, payload64, signature64, ...rest] = token.split('.')
  if (!header64 || !payload64 || !signature64 || rest.length > 0)
    throw new Error('not a compact JWS')
  const header = parseBase64UrlJson(header64)
  if (
    typeof header !== 'object' ||
    header === null ||
    Object.keys(header).some((field) => !protectedHeaderFields.has(field)) ||
    (header as { alg?: unknown }).alg !== 'ES256'
  )
    throw new Error('protected header must be ES256 with a key id only')
  const cryptoKey = await keys(header as { alg: 'ES256'; kid?: string })
  let key = nativeKeys.get(cryptoKey)
  if (!key) {
    key = KeyObject.from(cryptoKey)
    nativeKeys.set(cryptoKey, key)
  }
  const signed = Buffer.from(`${header64}.${payload64}`)
  // Buffer skips what is not base64url: checked first, so each token has one spelling.
  if (!base64Url.test(signature64)) throw new Error('signature is not base64url')
  const signature = Buffer.from(signature64, 'base64url')
  if (signature.length !== es256SignatureBytes) throw new Error('not an ES256 signature')
  if (!verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, signature))
    throw new Error('signature does not verify')
  return parseBase64UrlJson(payload64)
}

function parseBase64UrlJson(part: string): unknown {
  if (!base64Url.test(part)) throw new Error('not base64url')
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
}
