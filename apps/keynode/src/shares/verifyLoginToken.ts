import { createRemoteJWKSet } from 'jose'
import { z } from 'zod'
import { nodeError } from '../nodeErrors.js'
import { verifiedEs256Payload } from './verifiedEs256Payload.js'

/** The audience of login tokens: the key nodes (the auth service's `loginTokenAudience`). */
export const loginTokenAudience = 'tessera-key-network'

const claimsSchema = z.object({
  sub: z.string().min(1).max(256),
  jti: z.string().min(1).max(128),
  exp: z.number(),
  keyspace: z.string().min(1).max(64),
  verifier: z.string().min(1).max(64),
  nonce: z.string().regex(/^0x[0-9a-f]{40}$/, 'must be a lowercase address'),
  curve: z.enum(['secp256k1', 'ed25519']),
})

export type LoginIdentity = z.infer<typeof claimsSchema>

/** What a login token names besides the identity: the app the login was for. */
const appClaimSchema = z.object({ app_id: z.string().regex(/^[0-9a-f]{40}$/, 'must be an app id') })

/** A login token's identity and the app it names (checked against the pinned config, issue #15). */
export type LoginTokenIdentity = LoginIdentity & { readonly appId: string }

/** The registered claims that make a token this node's to accept, besides its signature. */
const registeredClaims = z.object({
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  nbf: z.number().optional(),
})

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

/**
 * Tokens this node has verified, by issuer and exact text, until they expire: a login asks each node
 * twice (lookup, then store on a first login) and the signature check is the dearer part. Bounded;
 * the oldest entry goes first.
 */
const verified = new Map<string, LoginTokenIdentity>()
const verifiedLimit = 10_000

/**
 * Verifies a login token against the auth service's published keys (the node checks it itself,
 * ARCHITECTURE trust model) and returns the identity and app it names. Any failure is
 * `token_invalid`. Whether this node takes the service's word for that identity at all is
 * `assertLoginTokenAllowed`'s decision.
 */
export async function verifyLoginToken(
  token: string,
  options: { jwksUrl: string; issuer: string },
): Promise<LoginTokenIdentity> {
  const cacheKey = `${options.issuer} ${token}`
  const known = verified.get(cacheKey)
  if (known && known.exp * 1_000 > Date.now()) return known
  let keys = keySets.get(options.jwksUrl)
  if (!keys) {
    keys = createRemoteJWKSet(new URL(options.jwksUrl))
    keySets.set(options.jwksUrl, keys)
  }
  try {
    const payload = await verifiedEs256Payload(token, keys)
    const { iss, aud, nbf } = registeredClaims.parse(payload)
    const identity = { ...claimsSchema.parse(payload), appId: appClaimSchema.parse(payload).app_id }
    const nowS = Date.now() / 1_000
    if (iss !== options.issuer) throw new Error('another issuer')
    if (![aud].flat().includes(loginTokenAudience)) throw new Error('another audience')
    if (identity.exp <= nowS) throw new Error('expired')
    if (nbf !== undefined && nbf > nowS) throw new Error('not valid yet')
    verified.set(cacheKey, identity)
    if (verified.size > verifiedLimit) verified.delete(verified.keys().next().value as string)
    return identity
  } catch (cause) {
    throw nodeError('token_invalid', { cause })
  }
}
