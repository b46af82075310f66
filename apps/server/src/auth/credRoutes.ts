import { parseRequest } from '@tessera/service-kit'
import type { FastifyInstance } from 'fastify'
import { publicKeyToAddress } from 'viem/accounts'
import { z } from 'zod'
import { requireApp } from '../gateway/requireApp.js'
import { ApiError } from '../http/ApiError.js'
import { rateLimitRules } from '../rateLimit/rateLimitRules.js'
import type { ServerContext } from '../ServerContext.js'
import { issueCredGrant, verifyCredGrant } from '../tokens/credGrant.js'
import { credProofMessage, credPublicKeySchema, credSessionIdSchema } from './credSession.js'
import { credStore } from './credStore.js'
import { enforceIpLimit, enforceLimit } from './enforceLimit.js'
import { issueTokenFor } from './issueTokenFor.js'
import { hexSignatureSchema } from './loginSchemas.js'
import { markTokenUsed } from './markTokenUsed.js'
import { linkConfirmCodeDigits } from './passwordlessLimits.js'
import { verifyOneTimeKey } from './verifyOneTimeKey.js'

const maxCiphertextChars = 8_192

const registerBody = z.object({
  publicKey: credPublicKeySchema,
  sessionId: credSessionIdSchema,
  signature: hexSignatureSchema,
})
const keyParams = z.object({ id: credSessionIdSchema })
const linkBody = z.object({
  sessionId: credSessionIdSchema,
  token: z.string().min(20).max(100),
})
const verifyLinkBody = linkBody.extend({
  /** The confirmation code the requesting side shows, typed on the link page. */
  code: z
    .string()
    .regex(
      new RegExp(`^\\d{${linkConfirmCodeDigits}}$`),
      `must be ${linkConfirmCodeDigits} digits`,
    ),
})
const storeBody = z.object({
  sessionId: credSessionIdSchema,
  signature: z.string().min(1).max(2_048),
  ciphertext: z.string().min(1).max(maxCiphertextChars),
})
const pollParams = z.object({ sessionId: credSessionIdSchema })
const pollQuery = z.object({ sig: hexSignatureSchema })

/**
 * The magic-link credential flow of SPEC §7. The waiting client (A) registers a session with its
 * public key, is given a confirmation code when it asks for the link, shows it, and polls; the
 * page opened from the emailed link (B) shows which app and browser asked, and only when its
 * user types A's code (a POST, never the page load, so mail scanners complete nothing) verifies
 * the link, gets the login token (bound to A's key), encrypts it to A's public key and stores the
 * ciphertext. The server never sees what A decrypts, and only A can read the ciphertext; a link
 * someone else asked for gets nothing from a user who never saw that someone's screen.
 */
export function credRoutes(app: FastifyInstance, context: ServerContext) {
  const store = credStore(context.db)
  const perIp = (ip: string) => enforceIpLimit(context, rateLimitRules.credPerIp, ip)

  app.post('/api/v2/cred', async (request) => {
    const body = parseRequest(registerBody, request.body)
    await perIp(request.ip)
    await verifyOneTimeKey({
      signerAddress: publicKeyToAddress(body.publicKey as `0x${string}`),
      message: credProofMessage(body.sessionId),
      signature: body.signature,
    })
    if (!(await store.register(body.sessionId, body.publicKey)))
      throw new ApiError('invalid_request', { params: { reason: 'sessionId: already in use' } })
    return { sessionId: body.sessionId }
  })

  app.get('/api/cred/key/:id', async (request) => {
    const { id } = parseRequest(keyParams, request.params)
    await perIp(request.ip)
    const publicKey = await store.publicKeyOf(id)
    if (!publicKey) throw new ApiError('not_found')
    return { publicKey }
  })

  app.post('/api/v2/passwordless/link-request', async (request) => {
    const body = parseRequest(linkBody, request.body)
    await perIp(request.ip)
    const { appId, requestedBy, requestedAt, expiresAt } = await store.linkRequest(
      body.sessionId,
      body.token,
    )
    const found = await requireApp(context, appId)
    return { appName: found.name, requestedBy, requestedAt, expiresAt }
  })

  app.post('/api/v2/passwordless/verify-link', async (request) => {
    const body = parseRequest(verifyLinkBody, request.body)
    await perIp(request.ip)
    const claimed = await store.claimLink(body.sessionId, body.token, body.code)
    const found = await requireApp(context, claimed.appId)
    const token = await issueTokenFor(context, found, {
      verifier: 'passwordless',
      userId: claimed.email,
      email: claimed.email,
      nonce: publicKeyToAddress(claimed.publicKey as `0x${string}`).toLowerCase(),
      curve: claimed.curve === 'ed25519' ? 'ed25519' : 'secp256k1',
    })
    const grant = await issueCredGrant(context.signingKey, context.config.publicUrl, body.sessionId)
    return { token, grant }
  })

  app.put('/api/cred', async (request) => {
    const body = parseRequest(storeBody, request.body)
    await perIp(request.ip)
    const grant = await verifyCredGrant(
      context.signingKey,
      context.config.publicUrl,
      body.signature,
      body.sessionId,
    )
    await markTokenUsed(context, `cred-grant:${grant.jti}`, grant.expiresAtMs)
    await store.storeCiphertext(body.sessionId, body.ciphertext)
    return { stored: true }
  })

  app.get('/api/v2/cred/:sessionId', async (request) => {
    const { sessionId } = parseRequest(pollParams, request.params)
    const { sig } = parseRequest(pollQuery, request.query)
    const publicKey = await store.publicKeyOf(sessionId)
    if (!publicKey) throw new ApiError('not_found')
    // The signature is checked before the session's budget is counted: a stranger who knows the
    // session id cannot use up its polls.
    await verifyOneTimeKey({
      signerAddress: publicKeyToAddress(publicKey as `0x${string}`),
      message: credProofMessage(sessionId),
      signature: sig,
    })
    await enforceLimit(context, rateLimitRules.credPollPerSession, sessionId)
    const ciphertext = await store.takeCiphertext(sessionId)
    return ciphertext === null ? { done: false } : { done: true, ciphertext }
  })
}
