import { parseRequest } from '@tessera/service-kit'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { appIdParams, requireApp } from '../gateway/requireApp.js'
import { ApiError } from '../http/ApiError.js'
import { telegramLoginMaxAgeS, verifyTelegramLogin } from '../logins/verifyTelegramLogin.js'
import { rateLimitRules } from '../rateLimit/rateLimitRules.js'
import type { ServerContext } from '../ServerContext.js'
import { enforceIpLimit } from './enforceLimit.js'
import { issueTokenFor } from './issueTokenFor.js'
import { curveSchema, hexSignatureSchema } from './loginSchemas.js'
import { markTokenUsed } from './markTokenUsed.js'
import { verifyOneTimeKey } from './verifyOneTimeKey.js'

const telegramBody = z.object({
  tgAuthResult: z.string().min(1).max(4_096),
  signerAddress: z.string(),
  signature: hexSignatureSchema,
  curve: curveSchema.default('secp256k1'),
})

/**
 * SPEC §7 `POST /auth/telegram/{id}`: verifies the Telegram login widget result with the app's
 * bot token and answers `{ id_token, user }`, the id_token being a login token bound to the
 * client's one-time key. Each Telegram result is accepted once.
 */
export function telegramRoutes(app: FastifyInstance, context: ServerContext) {
  app.post('/auth/telegram/:appId', async (request) => {
    const { appId } = parseRequest(appIdParams, request.params)
    const body = parseRequest(telegramBody, request.body)
    const found = await requireApp(context, appId)
    if (!found.logins.telegram) throw new ApiError('login_not_enabled')
    await enforceIpLimit(context, rateLimitRules.loginTokenPerIp, request.ip)
    const nonce = await verifyOneTimeKey({
      signerAddress: body.signerAddress,
      message: body.tgAuthResult,
      signature: body.signature,
    })
    const user = verifyTelegramLogin(body.tgAuthResult, {
      botToken: found.logins.telegram.botToken,
    })
    // One Telegram login is one (user, auth_date) for this app's bot, however it is encoded.
    const replayKey = `telegram:${found.id}:${user.id}:${user.authDate}`
    await markTokenUsed(context, replayKey, (user.authDate + telegramLoginMaxAgeS) * 1_000)
    const idToken = await issueTokenFor(context, found, {
      verifier: 'telegram',
      appRooted: true,
      userId: user.id,
      nonce,
      curve: body.curve,
    })
    return { id_token: idToken, user: { id: user.id, name: user.name } }
  })
}
