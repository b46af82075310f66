import { type AppVerifiers, sha256Hex } from '@tessera/service-kit'
import { createRemoteJWKSet, jwtVerify } from 'jose'
import { z } from 'zod'
import { nodeError } from '../nodeErrors.js'
import { sameIssuer } from './sameIssuer.js'
import type { LoginIdentity } from './verifyLoginToken.js'

const maxIdTokenAge = '1h'
const discoveryTimeoutMs = 5_000

const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.string().url() })
const idTokenClaimsSchema = z.object({
  sub: z.string().min(1).max(256),
  exp: z.number(),
  jti: z.string().max(128).optional(),
  nonce: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be the one-time key address'),
})

const issuerKeys = new Map<string, Promise<ReturnType<typeof createRemoteJWKSet>>>()

export type VerifyIdTokenDirectlyParameters = {
  readonly idToken: string
  /** The token's `iss`, one the app signs in with (its `entry`, matched by the caller). */
  readonly claimedIssuer: string
  /** The app's pinned entry for the token's issuer, and the app's pinned keyspace. */
  readonly entry: AppVerifiers['oidc'][number]
  readonly keyspace: string
  readonly curve: LoginIdentity['curve']
}

/**
 * Verifies an OpenID ID token at the node itself (ARCHITECTURE trust model): the issuer must be
 * one the app signs in with (its pinned entry, issue #15), the signature must verify against
 * the issuer's own published keys (discovery, then `jwks_uri`), the audience must be the app's
 * pinned client id, and the `nonce` must be the client's one-time key, so the token cannot be
 * used by anyone else. The identity is the one the auth service's login token of the same
 * sign-in names (verifier `oidc:{issuer}`, user id `sub`), so users keep their keys.
 */
export async function verifyIdTokenDirectly(
  parameters: VerifyIdTokenDirectlyParameters,
): Promise<LoginIdentity> {
  const { idToken, claimedIssuer, entry, keyspace, curve } = parameters
  try {
    const { payload } = await jwtVerify(idToken, await keysOf(entry.issuer), {
      issuer: claimedIssuer,
      audience: entry.audience,
      maxTokenAge: maxIdTokenAge,
      requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
    })
    const claims = idTokenClaimsSchema.parse(payload)
    return {
      sub: claims.sub,
      jti: claims.jti ?? sha256Hex(idToken),
      exp: claims.exp,
      keyspace,
      verifier: entry.verifier,
      nonce: claims.nonce.toLowerCase(),
      curve,
    }
  } catch (cause) {
    throw nodeError('token_invalid', { cause })
  }
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(discoveryTimeoutMs) })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.json()
}

function keysOf(issuer: string): Promise<ReturnType<typeof createRemoteJWKSet>> {
  let keys = issuerKeys.get(issuer)
  if (!keys) {
    keys = fetchJson(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`).then(
      (body) => {
        const discovery = discoverySchema.parse(body)
        if (!sameIssuer(discovery.issuer, issuer)) throw new Error('discovery names another issuer')
        return createRemoteJWKSet(new URL(discovery.jwks_uri))
      },
    )
    issuerKeys.set(issuer, keys)
    keys.catch(() => issuerKeys.delete(issuer))
  }
  return keys
}
