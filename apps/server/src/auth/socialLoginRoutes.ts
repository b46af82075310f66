import { parseRequest } from '@tessera/service-kit'
import type { FastifyInstance } from 'fastify'
import { calculatePKCECodeChallenge, randomPKCECodeVerifier, randomState } from 'openid-client'
import { isAddress } from 'viem'
import { z } from 'zod'
import { requireApp } from '../gateway/requireApp.js'
import { rateLimitRules } from '../rateLimit/rateLimitRules.js'
import type { ServerContext } from '../ServerContext.js'
import { appleFormPostRoute } from './appleFormPostRoute.js'
import { appleUserDisplayName, appleUserMaxLength, parseAppleUser } from './appleUser.js'
import { enforceIpLimit, enforceLimit } from './enforceLimit.js'
import { issueTokenFor } from './issueTokenFor.js'
import { oauthStateLifetimeMs, oauthStateRepository } from './oauthStateRepository.js'
import { socialAuthorizationUrl } from './socialAuthorizationUrl.js'
import { socialCodeGrant } from './socialCodeGrant.js'
import { socialProviderFor, socialVerifierOf } from './socialProviderFor.js'
import { socialRedirectUri } from './socialRedirectUri.js'
import { verifyOneTimeKey } from './verifyOneTimeKey.js'

const startBody = z.object({
  appID: z.string(),
  provider: z.string().min(1).max(32),
  /** The client's one-time key address (ARCHITECTURE trust model). */
  nonce: z
    .string()
    .refine((value) => isAddress(value, { strict: false }), 'must be an address')
    .transform((value) => value.toLowerCase()),
  curve: z.enum(['secp256k1', 'ed25519']),
})

const callbackBody = z.object({
  state: z.string().min(1).max(128),
  code: z.string().min(1).max(4_096),
  iss: z.string().url().max(2_048).optional(),
  /** The one-time key's EIP-191 signature of `state`. */
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'must be a hex signature'),
  /** Apple only: the `user` JSON its first authorization posted, for the display name. */
  user: z.string().max(appleUserMaxLength).optional(),
})

/**
 * Social login (SPEC §7 auth service; the wallet's `/:appId/redirect/` route of SPEC §2 finishes
 * it): the authorization code flow with PKCE, ending in a login token. OpenID Connect issuers
 * and plain OAuth 2 presets (Discord, GitHub, X; third-party-apis §9) take the same calls.
 *
 * - `POST /api/v2/oauth/start` `{ appID, provider, nonce, curve }` → `{ url, state }`: the
 *   provider's authorization URL. For OIDC its `nonce` is the client's one-time key address, so
 *   the ID token itself is bound to that key and key nodes can check it (ARCHITECTURE trust
 *   model); OAuth 2 has no ID token, and the state's signature binds the login instead.
 * - `POST /api/v2/oauth/callback` `{ state, code, iss?, signature, user? }` →
 *   `{ token, idToken?, user: { id, email?, name?, picture? } }`, once per `state`; `idToken`
 *   only for OIDC providers (Apple included). `user` is Apple's first-authorization name JSON,
 *   shown as `user.name` and never put in the login token.
 * - `POST /api/v2/oauth/form-post/:appId`: Apple's `form_post` answer, passed on to the wallet's
 *   redirect route (`appleFormPostRoute`).
 */
export function socialLoginRoutes(app: FastifyInstance, context: ServerContext) {
  app.post('/api/v2/oauth/start', async (request) => {
    const body = parseRequest(startBody, request.body)
    const found = await requireApp(context, body.appID)
    const provider = socialProviderFor(found.logins, body.provider)
    await enforceIpLimit(context, rateLimitRules.loginTokenPerIp, request.ip)
    const state = randomState()
    const codeVerifier = randomPKCECodeVerifier()
    // Built before the state is stored: a provider that cannot be used leaves nothing behind.
    const url = await socialAuthorizationUrl(provider, {
      redirectUri: socialRedirectUri(provider, context.config, found.id),
      state,
      nonce: body.nonce,
      codeChallenge: await calculatePKCECodeChallenge(codeVerifier),
    })
    await oauthStateRepository(context.db).save({
      state,
      appId: found.id,
      provider: provider.name,
      codeVerifier,
      oidcNonce: body.nonce,
      clientNonce: body.nonce,
      curve: body.curve,
      expiresAtMs: Date.now() + oauthStateLifetimeMs,
    })
    return { url: url.href, state }
  })

  app.post('/api/v2/oauth/callback', async (request) => {
    const body = parseRequest(callbackBody, request.body)
    await enforceIpLimit(context, rateLimitRules.loginTokenPerIp, request.ip)
    const states = oauthStateRepository(context.db)
    const started = await states.find(body.state)
    // Checked before the state is used up, so a stranger's bad signature cannot end the login.
    const nonce = await verifyOneTimeKey({
      signerAddress: started.clientNonce,
      message: body.state,
      signature: body.signature,
    })
    await states.consume(body.state)
    const found = await requireApp(context, started.appId)
    const provider = socialProviderFor(found.logins, started.provider)
    const { idToken, identity } = await socialCodeGrant(provider, {
      redirectUri: socialRedirectUri(provider, context.config, found.id),
      code: body.code,
      state: body.state,
      iss: body.iss,
      codeVerifier: started.codeVerifier,
      expectedNonce: started.oidcNonce,
    })
    await enforceLimit(
      context,
      rateLimitRules.loginTokenPerIdentity,
      `${found.id}:${provider.name}:${identity.id}`,
    )
    const token = await issueTokenFor(context, found, {
      verifier: socialVerifierOf(provider),
      userId: identity.id,
      email: identity.email,
      nonce,
      curve: started.curve,
    })
    // Apple puts no name in its ID token; it posts it once, unsigned, for display only.
    const appleName =
      provider.kind === 'apple' && identity.name === undefined
        ? appleUserDisplayName(parseAppleUser(body.user))
        : undefined
    const user = appleName === undefined ? identity : { ...identity, name: appleName }
    return { token, ...(idToken === undefined ? {} : { idToken }), user }
  })

  appleFormPostRoute(app, context)
}
