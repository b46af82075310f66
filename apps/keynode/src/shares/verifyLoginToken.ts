import { createRemoteJWKSet, jwtVerify } from 'jose'
import { z } from 'zod'
import { nodeError } from '../nodeErrors.js'

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

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

/**
 * Verifies a login token against the auth service's published keys (the node checks it itself,
 * ARCHITECTURE trust model) and returns the identity it names. Any failure is `token_invalid`.
 */
export async function verifyLoginToken(
  token: string,
  options: { jwksUrl: string; issuer: string },
): Promise<LoginIdentity> {
  let keys = keySets.get(options.jwksUrl)
  if (!keys) {
    keys = createRemoteJWKSet(new URL(options.jwksUrl))
    keySets.set(options.jwksUrl, keys)
  }
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer: options.issuer,
      audience: loginTokenAudience,
      algorithms: ['ES256'],
      requiredClaims: ['exp', 'jti', 'sub'],
    })
    return claimsSchema.parse(payload)
  } catch (cause) {
    throw nodeError('token_invalid', { cause })
  }
}
