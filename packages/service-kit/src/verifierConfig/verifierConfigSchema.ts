import { z } from 'zod'
import { isServerCheckedVerifier } from './isServerCheckedVerifier.js'

/**
 * One app's login settings as key nodes pin them (docs/key-network.md "The pinned verifier
 * config"), the same shape the gateway serves at `/api/v1/key-verifiers/{appId}`. Each list may
 * only hold verifiers of its kind, so no entry can make an ID token or an app JWT reach another
 * kind of identity.
 */
export const appVerifiersSchema = z.object({
  /** The app id, or 'global' for apps of the global keyspace (SPEC §3). */
  keyspace: z.string().regex(/^([0-9a-f]{40}|global)$/, 'must be an app id or global'),
  /** What the auth service's login tokens may name for this app (`isServerCheckedVerifier`). */
  loginTokenVerifiers: z.array(
    z.string().refine(isServerCheckedVerifier, 'must be a login only the auth service can check'),
  ),
  /** OpenID issuers: the node checks their ID tokens against the issuer's own keys. */
  oidc: z.array(
    z.object({
      name: z.string(),
      verifier: z.string().regex(/^oidc:.+/, 'must be oidc:{issuer}'),
      issuer: z.string().url(),
      /** The app's client id at the issuer. */
      audience: z.string().min(1),
    }),
  ),
  /** OAuth 2 providers without ID tokens: names for `getPublicKey`; their login tokens are above. */
  oauth2: z.array(
    z.object({ name: z.string(), verifier: z.string().regex(/^oauth2:.+/, 'must be oauth2:…') }),
  ),
  /** The app's own JWTs (custom verifiers, its Firebase project), checked by the node. */
  appTokens: z.array(
    z.object({
      name: z.string(),
      verifier: z.string().regex(/^(custom:.+|firebase)$/, 'must be custom:{name} or firebase'),
      issuer: z.string().min(1),
      audience: z.string().min(1),
      jwksUrl: z.string().url(),
      userIdClaim: z.string().min(1).optional(),
      algorithms: z.array(z.string()).min(1).optional(),
    }),
  ),
})

export type AppVerifiers = z.infer<typeof appVerifiersSchema>

/** Every app a key network serves, signed as one document by the network operator. */
export const verifierConfigSchema = z.object({
  /** Grows with every config the operator signs: a node never goes back to a lower one. */
  serial: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  issuedAt: z.string().datetime(),
  apps: z.record(z.string().regex(/^[0-9a-f]{40}$/, 'must be an app id'), appVerifiersSchema),
})

export type VerifierConfig = z.infer<typeof verifierConfigSchema>

/** The file a node reads: the config as signed, and the operator's Ed25519 signature of it. */
export const signedVerifierConfigSchema = z.object({
  config: z.unknown(),
  /** base64url Ed25519 signature of `verifierConfigMessage(config)`. */
  signature: z.string().regex(/^[A-Za-z0-9_-]{86}$/, 'must be a base64url Ed25519 signature'),
})

export type SignedVerifierConfig = { readonly config: VerifierConfig; readonly signature: string }
