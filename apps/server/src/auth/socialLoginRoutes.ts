import type { FastifyInstance } from 'fastify'
import {
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  randomPKCECodeVerifier,
  randomState,
} from 'openid-client'
import { isAddress } from 'viem'
import { z } from 'zod'
import { requireApp } from '../gateway/requireApp.js'
import { ApiError } from '../http/ApiError.js'
import { parseInput } from '../http/parseInput.js'
import { rateLimitRules } from '../rateLimit/rateLimitRules.js'
import type { ServerContext } from '../ServerContext.js'
import { enforceLimit } from './enforceLimit.js'
import { issueTokenFor } from './issueTokenFor.js'
import { oauthCodeGrant } from './oauthCodeGrant.js'
import { oauthConfigurationFor } from './oauthConfigurationFor.js'
import { oauthRedirectUri } from './oauthRedirectUri.js'
import { oauthStateLifetimeMs, oauthStateRepository } from './oauthStateRepository.js'
import { socialProviderFor } from './socialProviderFor.js'
import { verifyOneTimeKey } from './verifyOneTimeKey.js'

const socialLoginScope = 'openid email profile'

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
})

/**
 * Social login (SPEC §7 auth service; the wallet's `/:appId/redirect/` route of SPEC §2 finishes
 * it): OpenID Connect authorization code flow with PKCE, ending in a login token.
 *
 * - `POST /api/v2/oauth/start` `{ appID, provider, nonce, curve }` → `{ url, state }`: the
 *   provider's authorization URL, whose `nonce` is the client's one-time key address, so the ID
 *   token itself is bound to that key and key nodes can check it (ARCHITECTURE trust model).
 * - `POST /api/v2/oauth/callback` `{ state, code, iss?, signature }` →
 *   `{ token, idToken, user: { id, email?, name?, picture? } }`, once per `state`.
 */
export function socialLoginRoutes(app: FastifyInstance, context: ServerContext) {
  app.post('/api/v2/oauth/start', async (request) => {
    const body = parseInput(startBody, request.body)
    const found = await requireApp(context, body.appID)
    const provider = socialProviderFor(found.logins, body.provider)
    await enforceLimit(context, rateLimitRules.loginTokenPerIp, request.ip)
    const configuration = await oauthConfigurationFor(provider).catch((cause: unknown) => {
      throw new ApiError('oauth_failed', { cause })
    })
    const state = randomState()
    const codeVerifier = randomPKCECodeVerifier()
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
    const url = buildAuthorizationUrl(configuration, {
      redirect_uri: oauthRedirectUri(context.config.walletUrl, found.id),
      scope: socialLoginScope,
      state,
      nonce: body.nonce,
      code_challenge: await calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    })
    return { url: url.href, state }
  })

  app.post('/api/v2/oauth/callback', async (request) => {
    const body = parseInput(callbackBody, request.body)
    await enforceLimit(context, rateLimitRules.loginTokenPerIp, request.ip)
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
    const configuration = await oauthConfigurationFor(provider).catch((cause: unknown) => {
      throw new ApiError('oauth_failed', { cause })
    })
    const { idToken, identity } = await oauthCodeGrant(configuration, {
      redirectUri: oauthRedirectUri(context.config.walletUrl, found.id),
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
      verifier: provider.name,
      userId: identity.id,
      email: identity.email,
      nonce,
      curve: started.curve,
    })
    return { token, idToken, user: identity }
  })
}
