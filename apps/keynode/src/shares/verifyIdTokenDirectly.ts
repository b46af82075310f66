import { sha256Hex } from '@tessera/service-kit'
import { createRemoteJWKSet, jwtVerify } from 'jose'
import { z } from 'zod'
import { nodeError } from '../nodeErrors.js'
import type { LoginIdentity } from './verifyLoginToken.js'

const appVerifiersCacheMs = 60_000
const maxIdTokenAge = '1h'

const appVerifiersSchema = z.object({
  keyspace: z.string().min(1).max(64),
  oidc: z.array(z.object({ verifier: z.string(), issuer: z.string().url(), audience: z.string() })),
})
const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.string().url() })
const idTokenClaimsSchema = z.object({
  sub: z.string().min(1).max(256),
  exp: z.number(),
  jti: z.string().max(128).optional(),
  nonce: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be the one-time key address'),
})

type AppVerifiers = z.infer<typeof appVerifiersSchema>

const appVerifiers = new Map<string, { until: number; value: Promise<AppVerifiers> }>()
const issuerKeys = new Map<string, Promise<ReturnType<typeof createRemoteJWKSet>>>()
const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '')

export type VerifyIdTokenDirectlyParameters = {
  readonly idToken: string
  readonly claimedIssuer: string
  readonly appId: string
  readonly curve: LoginIdentity['curve']
  /** Where the app's public login settings are (`/api/v1/key-verifiers/{appId}`). */
  readonly gatewayUrl: string
}

/**
 * Verifies an OpenID ID token at the node itself (ARCHITECTURE trust model): the issuer must be
 * one the app signs in with, the signature must verify against the issuer's own published keys
 * (discovery, then `jwks_uri`), the audience must be the app's client id, and the `nonce` must be
 * the client's one-time key, so the token cannot be used by anyone else. The identity is the
 * same one the auth service's login token names (verifier `oidc:{issuer}`, user id `sub`), so
 * both paths reach the same share.
 */
export async function verifyIdTokenDirectly(
  parameters: VerifyIdTokenDirectlyParameters,
): Promise<LoginIdentity> {
  const { idToken, claimedIssuer, appId, curve, gatewayUrl } = parameters
  try {
    const app = await verifiersOf(gatewayUrl, appId)
    const entry = app.oidc.find(
      (candidate) => withoutTrailingSlash(candidate.issuer) === withoutTrailingSlash(claimedIssuer),
    )
    if (!entry) throw new Error('the app does not sign in with this issuer')
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
      keyspace: app.keyspace,
      verifier: entry.verifier,
      nonce: claims.nonce.toLowerCase(),
      curve,
    }
  } catch (cause) {
    throw nodeError('token_invalid', { cause })
  }
}

function verifiersOf(gatewayUrl: string, appId: string): Promise<AppVerifiers> {
  const cached = appVerifiers.get(appId)
  if (cached && cached.until > Date.now()) return cached.value
  const value = fetchJson(`${gatewayUrl}/api/v1/key-verifiers/${appId}`).then((body) =>
    appVerifiersSchema.parse(body),
  )
  appVerifiers.set(appId, { until: Date.now() + appVerifiersCacheMs, value })
  value.catch(() => appVerifiers.delete(appId))
  return value
}

function keysOf(issuer: string): Promise<ReturnType<typeof createRemoteJWKSet>> {
  let keys = issuerKeys.get(issuer)
  if (!keys) {
    keys = fetchJson(`${withoutTrailingSlash(issuer)}/.well-known/openid-configuration`).then(
      (body) => {
        const discovery = discoverySchema.parse(body)
        if (withoutTrailingSlash(discovery.issuer) !== withoutTrailingSlash(issuer))
          throw new Error('discovery names another issuer')
        return createRemoteJWKSet(new URL(discovery.jwks_uri))
      },
    )
    issuerKeys.set(issuer, keys)
    keys.catch(() => issuerKeys.delete(issuer))
  }
  return keys
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.json()
}
