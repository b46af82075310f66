import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { publicKeyToAddress } from 'viem/accounts'
import { z } from 'zod'
import { requireApp } from '../gateway/requireApp.js'
import { ApiError } from '../http/ApiError.js'
import { parseInput } from '../http/parseInput.js'
import { rateLimitRules } from '../rateLimit/rateLimitRules.js'
import type { ServerContext } from '../ServerContext.js'
import { issueCredGrant, verifyCredGrant } from '../tokens/credGrant.js'
import { credProofMessage, credPublicKeySchema, credSessionIdSchema } from './credSession.js'
import { enforceLimit } from './enforceLimit.js'
import { issueTokenFor } from './issueTokenFor.js'
import { markTokenUsed } from './markTokenUsed.js'
import { linkLifetimeMs } from './passwordlessLimits.js'
import { verifyOneTimeKey } from './verifyOneTimeKey.js'

const maxCiphertextChars = 8_192
const hexSignature = z.string().regex(/^0x[0-9a-fA-F]+$/, 'must be a hex signature')
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

const registerBody = z.object({
  publicKey: credPublicKeySchema,
  sessionId: credSessionIdSchema,
  signature: hexSignature,
})
const keyParams = z.object({ id: credSessionIdSchema })
const verifyLinkBody = z.object({
  sessionId: credSessionIdSchema,
  token: z.string().min(20).max(100),
})
const storeBody = z.object({
  sessionId: credSessionIdSchema,
  signature: z.string().min(1).max(2_048),
  ciphertext: z.string().min(1).max(maxCiphertextChars),
})
const pollParams = z.object({ sessionId: credSessionIdSchema })
const pollQuery = z.object({ sig: hexSignature })

/**
 * The magic-link credential flow of SPEC §7. The waiting client (A) registers a session with its
 * public key and polls; the page opened from the emailed link (B) verifies the link, gets the
 * login token (bound to A's key), encrypts it to A's public key and stores the ciphertext.
 * The server never sees what A decrypts, and only A can read the ciphertext.
 */
export function credRoutes(app: FastifyInstance, context: ServerContext) {
  const { db } = context

  app.post('/api/v2/cred', async (request) => {
    const body = parseInput(registerBody, request.body)
    await verifyOneTimeKey({
      signerAddress: publicKeyToAddress(body.publicKey as `0x${string}`),
      message: credProofMessage(body.sessionId),
      signature: body.signature,
    })
    const now = Date.now()
    await db.deleteFrom('creds').where('expires_at', '<', now).execute()
    const inserted = await db
      .insertInto('creds')
      .values({
        session_id: body.sessionId,
        public_key: body.publicKey.toLowerCase(),
        app_id: null,
        email: null,
        curve: null,
        ciphertext: null,
        link_token_hash: null,
        expires_at: now + linkLifetimeMs,
        created_at: now,
      })
      .onConflict((conflict) => conflict.column('session_id').doNothing())
      .executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0)
      throw new ApiError('invalid_request', { params: { reason: 'sessionId: already in use' } })
    return { sessionId: body.sessionId }
  })

  app.get('/api/cred/key/:id', async (request) => {
    const { id } = parseInput(keyParams, request.params)
    const row = await db
      .selectFrom('creds')
      .select('public_key')
      .where('session_id', '=', id)
      .where('expires_at', '>', Date.now())
      .executeTakeFirst()
    if (!row) throw new ApiError('not_found')
    return { publicKey: row.public_key }
  })

  app.post('/api/v2/passwordless/verify-link', async (request) => {
    const body = parseInput(verifyLinkBody, request.body)
    const row = await db
      .selectFrom('creds')
      .selectAll()
      .where('session_id', '=', body.sessionId)
      .where('expires_at', '>', Date.now())
      .executeTakeFirst()
    if (!row?.link_token_hash || !row.app_id || !row.email) throw new ApiError('link_invalid')
    // Single use: only the request that clears the hash goes on.
    const claimed = await db
      .updateTable('creds')
      .set({ link_token_hash: null })
      .where('session_id', '=', body.sessionId)
      .where('link_token_hash', '=', sha256(body.token))
      .executeTakeFirst()
    if (claimed.numUpdatedRows === 0n) throw new ApiError('link_invalid')
    const found = await requireApp(context, row.app_id)
    const token = await issueTokenFor(context, found, {
      verifier: 'passwordless',
      userId: row.email,
      email: row.email,
      nonce: publicKeyToAddress(row.public_key as `0x${string}`).toLowerCase(),
      curve: row.curve === 'ed25519' ? 'ed25519' : 'secp256k1',
    })
    await db
      .updateTable('creds')
      .set({ email: null })
      .where('session_id', '=', body.sessionId)
      .execute()
    return {
      token,
      grant: await issueCredGrant(context.signingKey, context.config.publicUrl, body.sessionId),
    }
  })

  app.put('/api/cred', async (request) => {
    const body = parseInput(storeBody, request.body)
    const expiresAt = await verifyCredGrant(
      context.signingKey,
      context.config.publicUrl,
      body.signature,
      body.sessionId,
    )
    await markTokenUsed(context, body.signature, expiresAt)
    const stored = await db
      .updateTable('creds')
      .set({ ciphertext: body.ciphertext })
      .where('session_id', '=', body.sessionId)
      .where('expires_at', '>', Date.now())
      .executeTakeFirst()
    if (stored.numUpdatedRows === 0n) throw new ApiError('link_invalid')
    return { stored: true }
  })

  app.get('/api/v2/cred/:sessionId', async (request) => {
    const { sessionId } = parseInput(pollParams, request.params)
    const { sig } = parseInput(pollQuery, request.query)
    await enforceLimit(context, rateLimitRules.credPollPerSession, sessionId)
    const row = await db
      .selectFrom('creds')
      .selectAll()
      .where('session_id', '=', sessionId)
      .where('expires_at', '>', Date.now())
      .executeTakeFirst()
    if (!row) throw new ApiError('not_found')
    await verifyOneTimeKey({
      signerAddress: publicKeyToAddress(row.public_key as `0x${string}`),
      message: credProofMessage(sessionId),
      signature: sig,
    })
    if (!row.ciphertext) return { done: false }
    await db.deleteFrom('creds').where('session_id', '=', sessionId).execute()
    return { done: true, ciphertext: row.ciphertext }
  })
}
