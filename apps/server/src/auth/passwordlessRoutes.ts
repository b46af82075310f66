import { parseRequest } from '@tessera/service-kit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { publicKeyToAddress } from 'viem/accounts'
import { z } from 'zod'
import type { App } from '../apps/appSettings.js'
import { requireApp } from '../gateway/requireApp.js'
import { ApiError } from '../http/ApiError.js'
import { rateLimitRules } from '../rateLimit/rateLimitRules.js'
import type { ServerContext } from '../ServerContext.js'
import { credLinkMessage, credSessionIdSchema } from './credSession.js'
import { credStore } from './credStore.js'
import { enforceIpLimit, enforceLimit } from './enforceLimit.js'
import { issueTokenFor } from './issueTokenFor.js'
import { keyspaceOf } from './keyspaceOf.js'
import { curveSchema, hexSignatureSchema } from './loginSchemas.js'
import { emailSchema, identityHash, mailboxOf } from './normalizeEmail.js'
import { otpLockout } from './otpLockout.js'
import { otpStore } from './otpStore.js'
import { otpDigits } from './passwordlessLimits.js'
import { randomDigits } from './randomDigits.js'
import { renderCodeMail, renderLinkMail } from './renderLoginMail.js'
import { summarizeUserAgent } from './summarizeUserAgent.js'
import { verifyOneTimeKey } from './verifyOneTimeKey.js'

const startBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('otp'), appID: z.string(), email: emailSchema }),
  z.object({
    kind: z.literal('link'),
    appID: z.string(),
    email: emailSchema,
    sessionId: credSessionIdSchema,
    curve: curveSchema,
    /** The session key's signature of `credLinkMessage(sessionId, email)`. */
    signature: hexSignatureSchema,
  }),
])
type LinkStart = Extract<z.infer<typeof startBody>, { kind: 'link' }>

const otpBody = z.object({
  appID: z.string(),
  email: emailSchema,
  otp: z.string().regex(new RegExp(`^\\d{${otpDigits}}$`), `must be ${otpDigits} digits`),
  signerAddress: z.string(),
  signature: hexSignatureSchema,
  curve: curveSchema,
})

/** The identity the daily cap on wrong codes counts: keyspace and email (a global user is one). */
const lockIdentity = (app: App, email: string) => identityHash(keyspaceOf(app), email)

/**
 * Passwordless email login (SPEC §1, §7): a one-time code, or a magic link that completes the
 * credential flow of `credRoutes`. Answers never say whether an address was seen before. Code
 * logins of an identity that reached the day's cap of wrong codes are locked (`otpLockout`).
 */
export function passwordlessRoutes(app: FastifyInstance, context: ServerContext) {
  const lockout = otpLockout(context.db, context.now)

  app.post('/api/v2/passwordless/start', async (request) => {
    const body = parseRequest(startBody, request.body)
    const found = await requireApp(context, body.appID)
    if (!found.logins.passwordless) throw new ApiError('login_not_enabled')
    await enforceIpLimit(context, rateLimitRules.otpSendPerIp, request.ip)
    await enforceLimit(
      context,
      rateLimitRules.otpSendPerIdentity,
      identityHash(found.id, body.email),
    )
    await enforceLimit(context, rateLimitRules.otpSendPerRecipient, mailboxOf(body.email))
    if (body.kind === 'link')
      return { sent: true, ...(await sendLink(context, found, body, request)) }
    // A locked identity gets no code it could not use.
    await lockout.assertOpen(lockIdentity(found, body.email))
    await sendCode(context, found, body.email)
    return { sent: true }
  })

  app.post('/api/v2/passwordless/otp', async (request) => {
    const body = parseRequest(otpBody, request.body)
    const found = await requireApp(context, body.appID)
    if (!found.logins.passwordless) throw new ApiError('login_not_enabled')
    await enforceIpLimit(context, rateLimitRules.otpCheckPerIp, request.ip)
    const nonce = await verifyOneTimeKey({
      signerAddress: body.signerAddress,
      message: body.otp,
      signature: body.signature,
    })
    const identity = lockIdentity(found, body.email)
    // Checked before the code: once locked, even the right code is refused until the window ends.
    await lockout.assertOpen(identity)
    await otpStore(context.db).consume(identityHash(found.id, body.email), body.otp, {
      onWrongCode: () => lockout.recordFailure(identity),
    })
    const token = await issueTokenFor(context, found, {
      verifier: 'passwordless',
      userId: body.email,
      email: body.email,
      nonce,
      curve: body.curve,
    })
    return { token }
  })
}

/** Stores a new code for the identity (replacing any earlier one) and mails it. */
async function sendCode(context: ServerContext, app: App, email: string) {
  const code = randomDigits(otpDigits)
  await otpStore(context.db).replace(app.id, identityHash(app.id, email), code)
  await context.mailer.send({ to: email, ...renderCodeMail(app.name, code) })
}

/**
 * Mails a one-time link for a waiting credential session; the session's own key must have
 * signed the request, so nobody can redirect someone else's pending login. Answers the
 * confirmation code, which only this answer carries (never the mail): the requesting side shows
 * it, and the link page must type it (issue 15 finding 4).
 */
async function sendLink(
  context: ServerContext,
  app: App,
  body: LinkStart,
  request: FastifyRequest,
): Promise<{ confirmCode: string }> {
  const store = credStore(context.db)
  const publicKey = await store.publicKeyOf(body.sessionId)
  if (!publicKey) throw new ApiError('link_invalid')
  await verifyOneTimeKey({
    signerAddress: publicKeyToAddress(publicKey as `0x${string}`),
    message: credLinkMessage(body.sessionId, body.email),
    signature: body.signature,
  })
  const { token, confirmCode } = await store.attachLink(body.sessionId, {
    appId: app.id,
    email: body.email,
    curve: body.curve,
    requestedBy: summarizeUserAgent(request.headers['user-agent']),
  })
  const link = `${context.config.walletUrl}/${app.id}/login?session=${encodeURIComponent(body.sessionId)}#link=${token}`
  await context.mailer.send({ to: body.email, ...renderLinkMail(app.name, link) })
  return { confirmCode }
}
