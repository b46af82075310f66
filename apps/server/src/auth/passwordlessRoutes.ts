import { randomInt } from 'node:crypto'
import { parseRequest } from '@tessera/service-kit'
import type { FastifyInstance } from 'fastify'
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
import { curveSchema, hexSignatureSchema } from './loginSchemas.js'
import { emailSchema, identityHash, mailboxOf } from './normalizeEmail.js'
import { otpStore } from './otpStore.js'
import { otpDigits } from './passwordlessLimits.js'
import { renderCodeMail, renderLinkMail } from './renderLoginMail.js'
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

/**
 * Passwordless email login (SPEC §1, §7): a one-time code, or a magic link that completes the
 * credential flow of `credRoutes`. Answers never say whether an address was seen before.
 */
export function passwordlessRoutes(app: FastifyInstance, context: ServerContext) {
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
    if (body.kind === 'otp') await sendCode(context, found, body.email)
    else await sendLink(context, found, body)
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
    await otpStore(context.db).consume(identityHash(found.id, body.email), body.otp)
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
  const code = String(randomInt(0, 10 ** otpDigits)).padStart(otpDigits, '0')
  await otpStore(context.db).replace(app.id, identityHash(app.id, email), code)
  await context.mailer.send({ to: email, ...renderCodeMail(app.name, code) })
}

/**
 * Mails a one-time link for a waiting credential session; the session's own key must have
 * signed the request, so nobody can redirect someone else's pending login.
 */
async function sendLink(context: ServerContext, app: App, body: LinkStart) {
  const store = credStore(context.db)
  const publicKey = await store.publicKeyOf(body.sessionId)
  if (!publicKey) throw new ApiError('link_invalid')
  await verifyOneTimeKey({
    signerAddress: publicKeyToAddress(publicKey as `0x${string}`),
    message: credLinkMessage(body.sessionId, body.email),
    signature: body.signature,
  })
  const token = await store.attachLink(body.sessionId, {
    appId: app.id,
    email: body.email,
    curve: body.curve,
  })
  const link = `${context.config.walletUrl}/${app.id}/login?session=${encodeURIComponent(body.sessionId)}#link=${token}`
  await context.mailer.send({ to: body.email, ...renderLinkMail(app.name, link) })
}
