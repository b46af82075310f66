import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { isAddress } from 'viem'
import { z } from 'zod'
import type { AppLogins } from '../apps/appSettings.js'
import { requireApp } from '../gateway/requireApp.js'
import { ApiError } from '../http/ApiError.js'
import { parseInput } from '../http/parseInput.js'
import { firebaseVerifier } from '../logins/firebaseVerifier.js'
import { isSignInMessage } from '../logins/isSignInMessage.js'
import { parseSignInMessage } from '../logins/parseSignInMessage.js'
import type { JwtVerifierConfig } from '../logins/verifyJwtLogin.js'
import { verifyJwtLogin } from '../logins/verifyJwtLogin.js'
import { verifySignInMessage } from '../logins/verifySignInMessage.js'
import { rateLimitRules } from '../rateLimit/rateLimitRules.js'
import type { ServerContext } from '../ServerContext.js'
import { enforceLimit } from './enforceLimit.js'
import { issueTokenFor } from './issueTokenFor.js'
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
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'must be a hex signature'),
  signerAddress: addressSchema,
  userID: z.string().min(1).max(256).optional(),
  appID: z.string(),
  curve: z.enum(['secp256k1', 'ed25519']),
})

/**
 * SPEC §7 `GET /api/v2/loginNonce` and `POST /api/v2/loginToken`: sign-in with a wallet
 * signature (EIP-4361, SPEC §5), and app-supplied custom, bearer and Firebase tokens.
 */
export function loginTokenRoutes(app: FastifyInstance, context: ServerContext) {
  app.get('/api/v2/loginNonce', async (request) => {
    const { address } = parseInput(nonceQuery, request.query)
    await enforceLimit(context, rateLimitRules.loginTokenPerIp, request.ip)
    const nonce = randomBytes(nonceBytes).toString('hex')
    const now = Date.now()
    await context.db.deleteFrom('login_nonces').where('expires_at', '<', now).execute()
    await context.db
      .insertInto('login_nonces')
      .values({ nonce, address: address.toLowerCase(), expires_at: now + nonceLifetimeMs })
      .execute()
    return { nonce }
  })

  app.post('/api/v2/loginToken', async (request) => {
    const body = parseInput(loginTokenBody, request.body)
    const found = await requireApp(context, body.appID)
    await enforceLimit(context, rateLimitRules.loginTokenPerIp, request.ip)
    const identity =
      body.provider === 'siwe'
        ? await signInWithWallet(context, found.logins.siwe, body)
        : await signInWithJwt(context, jwtVerifierFor(found.logins, body.provider), body)
    await enforceLimit(
      context,
      rateLimitRules.loginTokenPerIdentity,
      `${found.id}:${body.provider}:${identity.userId}`,
    )
    const token = await issueTokenFor(context, found, {
      ...identity,
      verifier: body.provider,
      curve: body.curve,
    })
    return { token }
  })
}

type LoginTokenBody = z.infer<typeof loginTokenBody>

async function signInWithWallet(context: ServerContext, enabled: boolean, body: LoginTokenBody) {
  if (!enabled) throw new ApiError('login_not_enabled')
  if (!isSignInMessage(body.token, body.signerAddress))
    throw new ApiError('message_invalid', {
      params: { reason: 'not a sign-in message for this address' },
    })
  const { nonce } = parseSignInMessage(body.token)
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
  const userId = address.toLowerCase()
  return { userId, nonce: userId }
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
  )
  await markTokenUsed(context, body.token, (login.claims.exp ?? 0) * 1_000)
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
