import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { App } from '../apps/appSettings.js'
import { requireApp } from '../gateway/requireApp.js'
import { ApiError } from '../http/ApiError.js'
import { parseInput } from '../http/parseInput.js'
import { rateLimitRules } from '../rateLimit/rateLimitRules.js'
import type { ServerContext } from '../ServerContext.js'
import { credSessionIdSchema } from './credSession.js'
import { enforceLimit } from './enforceLimit.js'
import { issueTokenFor } from './issueTokenFor.js'
import { emailSchema, identityHash } from './normalizeEmail.js'
import { linkLifetimeMs, otpDigits, otpLifetimeMs, otpMaxAttempts } from './passwordlessLimits.js'
import { renderCodeMail, renderLinkMail } from './renderLoginMail.js'
import { verifyOneTimeKey } from './verifyOneTimeKey.js'

const linkTokenBytes = 32

const startBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('otp'), appID: z.string(), email: emailSchema }),
  z.object({
    kind: z.literal('link'),
    appID: z.string(),
    email: emailSchema,
    sessionId: credSessionIdSchema,
    curve: z.enum(['secp256k1', 'ed25519']),
  }),
])

const otpBody = z.object({
  appID: z.string(),
  email: emailSchema,
  otp: z.string().regex(new RegExp(`^\\d{${otpDigits}}$`), `must be ${otpDigits} digits`),
  signerAddress: z.string(),
  signature: z.string(),
  curve: z.enum(['secp256k1', 'ed25519']),
})

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/**
 * Passwordless email login (SPEC §1, §7): a one-time code, or a magic link that completes the
 * credential flow of `credRoutes`. Answers never say whether an address was seen before.
 */
export function passwordlessRoutes(app: FastifyInstance, context: ServerContext) {
  app.post('/api/v2/passwordless/start', async (request) => {
    const body = parseInput(startBody, request.body)
    const found = await requireApp(context, body.appID)
    if (!found.logins.passwordless) throw new ApiError('login_not_enabled')
    await enforceLimit(context, rateLimitRules.otpSendPerIp, request.ip)
    await enforceLimit(
      context,
      rateLimitRules.otpSendPerIdentity,
      identityHash(found.id, body.email),
    )
    if (body.kind === 'otp') await sendCode(context, found, body.email)
    else await sendLink(context, found, body.email, body.sessionId, body.curve)
    return { sent: true }
  })

  app.post('/api/v2/passwordless/otp', async (request) => {
    const body = parseInput(otpBody, request.body)
    const found = await requireApp(context, body.appID)
    if (!found.logins.passwordless) throw new ApiError('login_not_enabled')
    await enforceLimit(context, rateLimitRules.otpCheckPerIp, request.ip)
    const nonce = await verifyOneTimeKey({
      signerAddress: body.signerAddress,
      message: body.otp,
      signature: body.signature,
    })
    await checkCode(context, identityHash(found.id, body.email), body.otp)
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

/** Replaces any earlier code of the identity with a new one and mails it. */
async function sendCode(context: ServerContext, app: App, email: string) {
  const id = randomUUID()
  const code = String(randomInt(0, 10 ** otpDigits)).padStart(otpDigits, '0')
  const identity = identityHash(app.id, email)
  const now = Date.now()
  await context.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('otp_codes').where('identity_hash', '=', identity).execute()
    await trx
      .insertInto('otp_codes')
      .values({
        id,
        app_id: app.id,
        identity_hash: identity,
        code_hash: sha256(`${id}:${code}`),
        attempts: 0,
        expires_at: now + otpLifetimeMs,
        created_at: now,
      })
      .execute()
  })
  await context.mailer.send({ to: email, ...renderCodeMail(app.name, code) })
}

/**
 * Counts the attempt first (atomically, so parallel guesses cannot exceed the limit), then
 * compares in constant time. A right code is used up; the fifth wrong one kills the code.
 */
async function checkCode(context: ServerContext, identity: string, otp: string) {
  const row = await context.db
    .selectFrom('otp_codes')
    .selectAll()
    .where('identity_hash', '=', identity)
    .where('expires_at', '>', Date.now())
    .executeTakeFirst()
  if (!row) throw new ApiError('otp_invalid')
  const counted = await context.db
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', otpMaxAttempts)
    .executeTakeFirst()
  if (counted.numUpdatedRows === 0n) throw new ApiError('otp_attempts_exceeded')
  const expected = Buffer.from(row.code_hash, 'hex')
  const given = Buffer.from(sha256(`${row.id}:${otp}`), 'hex')
  if (!timingSafeEqual(expected, given)) {
    if (row.attempts + 1 >= otpMaxAttempts) throw new ApiError('otp_attempts_exceeded')
    throw new ApiError('otp_invalid')
  }
  await context.db.deleteFrom('otp_codes').where('id', '=', row.id).execute()
}

/** Attaches a one-time link to a waiting credential session and mails it. */
async function sendLink(
  context: ServerContext,
  app: App,
  email: string,
  sessionId: string,
  curve: string,
) {
  const linkToken = randomBytes(linkTokenBytes).toString('base64url')
  const updated = await context.db
    .updateTable('creds')
    .set({
      app_id: app.id,
      email,
      curve,
      link_token_hash: sha256(linkToken),
      expires_at: Date.now() + linkLifetimeMs,
    })
    .where('session_id', '=', sessionId)
    .where('ciphertext', 'is', null)
    .where('expires_at', '>', Date.now())
    .executeTakeFirst()
  if (updated.numUpdatedRows === 0n) throw new ApiError('link_invalid')
  const link = `${context.config.walletUrl}/${app.id}/login?session=${encodeURIComponent(sessionId)}#link=${linkToken}`
  await context.mailer.send({ to: email, ...renderLinkMail(app.name, link) })
}
