import { randomBytes } from 'node:crypto'
import { loginKeyOfResources } from '@tessera/protocol'
import {
  firebaseVerifier,
  JwtLoginError,
  type JwtVerifierConfig,
  parseRequest,
  sweepExpired,
  verifyJwtLogin,
} from '@tessera/service-kit'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { isAddress } from 'viem'
import { z } from 'zod'
import type { App, AppLogins } from '../apps/appSettings.js'
import { requireApp } from '../gateway/requireApp.js'
import { ApiError } from '../http/ApiError.js'
import { isSignInMessage } from '../logins/isSignInMessage.js'
import { parseSignInMessage } from '../logins/parseSignInMessage.js'
import { verifySignInMessage } from '../logins/verifySignInMessage.js'
import { rateLimitRules } from '../rateLimit/rateLimitRules.js'
import type { ServerContext } from '../ServerContext.js'
import { enforceIpLimit, enforceLimit } from './enforceLimit.js'
import { issueTokenFor } from './issueTokenFor.js'
import { jwtReplayKey } from './jwtReplayKey.js'
import { curveSchema, hexSignatureSchema } from './loginSchemas.js'
import { markTokenUsed } from './markTokenUsed.js'
import { verifyOneTimeKey } from './verifyOneTimeKey.js'

const nonceLifetimeMs = 5 * 60_000
const nonceBytes = 12

const addressSchema = z
  .string()
  .refine((v) => isAddress(v, { strict: false }), 'must be an address')

const nonceQuery = z.object({ address: addressSchema })

const loginTokenBody = z.object({
  provider: z.string().min(1).max(32),
  token: z.string().min(1).max(16_384),
  signature: hexSignatureSchema,
  signerAddress: addressSchema,
  userID: z.string().min(1).max(256).optional(),
  appID: z.string(),
  curve: curveSchema,
})

/**
 * SPEC §7 `GET /api/v2/loginNonce` and `POST /api/v2/loginToken`: sign-in with a wallet
 * signature (EIP-4361, SPEC §5), and app-supplied custom, bearer and Firebase tokens.
 */
export function loginTokenRoutes(app: FastifyInstance, context: ServerContext) {
  app.get('/api/v2/loginNonce', async (request) => {
    const { address } = parseRequest(nonceQuery, request.query)
    await enforceIpLimit(context, rateLimitRules.loginTokenPerIp, request.ip)
    const nonce = randomBytes(nonceBytes).toString('hex')
    const now = Date.now()
    await sweepExpired(context.db as Kysely<unknown>, 'login_nonces')
    await context.db
      .insertInto('login_nonces')
      .values({ nonce, address: address.toLowerCase(), expires_at: now + nonceLifetimeMs })
      .execute()
    return { nonce }
  })

  app.post('/api/v2/loginToken', async (request) => {
    const body = parseRequest(loginTokenBody, request.body)
    const found = await requireApp(context, body.appID)
    await enforceIpLimit(context, rateLimitRules.loginTokenPerIp, request.ip)
    const identity =
      body.provider === 'siwe'
        ? await signInWithWallet(context, found, body)
        : await signInWithJwt(context, jwtVerifierFor(found.logins, body.provider), body)
    await enforceLimit(
      context,
      rateLimitRules.loginTokenPerIdentity,
      `${found.id}:${body.provider}:${identity.userId}`,
    )
    const token = await issueTokenFor(context, found, {
      ...identity,
      // Custom verifiers are namespaced so no app setting can mint a built-in identity.
      verifier:
        body.provider === 'siwe' || body.provider === 'firebase'
          ? body.provider
          : `custom:${body.provider}`,
      curve: body.curve,
      appRooted: body.provider !== 'siwe',
    })
    return { token }
  })
}

type LoginTokenBody = z.infer<typeof loginTokenBody>

/**
 * SPEC §5 sign-in message, signed by the wallet that signs in. Its domain and URI must be the
 * app's (a registered origin) or the wallet's, so a message a phishing site had signed for its
 * own domain is refused. The message must name the client's one-time login key in exactly one
 * `tessera:login-key:<address>` resource (#19): the wallet's signature authorizes that key, so the
 * token's nonce is its address, and key nodes serve the token to that key only.
 */
async function signInWithWallet(context: ServerContext, app: App, body: LoginTokenBody) {
  if (!app.logins.siwe) throw new ApiError('login_not_enabled')
  if (!isSignInMessage(body.token, body.signerAddress))
    throw new ApiError('message_invalid', {
      params: { reason: 'not a sign-in message for this address' },
    })
  const { nonce, domain, uri, resources } = parseSignInMessage(body.token)
  const loginKey = loginKeyOfResources(resources)
  if (!loginKey)
    throw new ApiError('message_invalid', {
      params: { reason: 'the message must name one login key (tessera:login-key:<address>)' },
    })
  const allowedOrigins = [context.config.walletUrl, ...app.origins].map((o) => new URL(o))
  const uriOrigin = URL.canParse(uri) ? new URL(uri).origin : ''
  if (
    !allowedOrigins.some((o) => o.host === domain) ||
    !allowedOrigins.some((o) => o.origin === uriOrigin)
  )
    throw new ApiError('message_invalid', {
      params: { reason: "domain and URI must be the app's or the wallet's" },
    })
  const address = await verifySignInMessage({
    message: body.token,
    signature: body.signature,
    expectedNonce: nonce,
    nowMs: Date.now(),
  })
  const consumed = await context.db
    .deleteFrom('login_nonces')
    .where('nonce', '=', nonce)
    .where('address', '=', address.toLowerCase())
    .where('expires_at', '>', Date.now())
    .executeTakeFirst()
  if (consumed.numDeletedRows === 0n) throw new ApiError('nonce_invalid')
  return { userId: address.toLowerCase(), nonce: loginKey }
}

async function signInWithJwt(
  context: ServerContext,
  verifier: JwtVerifierConfig | undefined,
  body: LoginTokenBody,
) {
  if (!verifier) throw new ApiError('login_not_enabled')
  const nonce = await verifyOneTimeKey({
    signerAddress: body.signerAddress,
    message: body.token,
    signature: body.signature,
  })
  const login = await verifyJwtLogin(
    body.token,
    verifier,
    body.userID ? { expectedUserId: body.userID } : {},
  ).catch((error: unknown) => {
    throw error instanceof JwtLoginError ? new ApiError(error.code, { cause: error.cause }) : error
  })
  await markTokenUsed(
    context,
    jwtReplayKey(body.token, login.claims),
    (login.claims.exp ?? 0) * 1_000,
  )
  return { userId: login.userId, email: login.email, nonce }
}

function jwtVerifierFor(logins: AppLogins, provider: string): JwtVerifierConfig | undefined {
  if (provider === 'firebase' && logins.firebase)
    return firebaseVerifier(
      logins.firebase.projectId,
      logins.firebase.jwksUrl ? { jwksUrl: logins.firebase.jwksUrl } : {},
    )
  const custom = logins.custom.find((verifier) => verifier.name === provider)
  if (!custom) return undefined
  const { jwksUrl, issuer, audience, userIdClaim } = custom
  return { jwksUrl, issuer, audience, ...(userIdClaim ? { userIdClaim } : {}) }
}
