import { randomBytes } from 'node:crypto'
import { sha256Hex, sweepExpired } from '@tessera/service-kit'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { ApiError } from '../http/ApiError.js'
import {
  linkConfirmCodeDigits,
  linkConfirmMaxAttempts,
  linkLifetimeMs,
} from './passwordlessLimits.js'
import { randomDigits } from './randomDigits.js'

const linkTokenBytes = 32
const confirmCodeHash = (sessionId: string, code: string) => sha256Hex(`${sessionId}:${code}`)

/** What the link page shows before anyone confirms: which app and which browser asked, and when. */
export type LinkRequest = {
  readonly appId: string
  readonly requestedBy: string
  readonly requestedAt: number
  readonly expiresAt: number
}

/** Magic-link credential sessions (SPEC §7). The only code that touches `creds`. */
export function credStore(db: Kysely<Database>) {
  const live = () => db.selectFrom('creds').where('expires_at', '>', Date.now())
  return {
    /** Registers a waiting client's session; false when the id is taken. */
    async register(sessionId: string, publicKey: string): Promise<boolean> {
      await sweepExpired(db as Kysely<unknown>, 'creds')
      const now = Date.now()
      const inserted = await db
        .insertInto('creds')
        .values({
          session_id: sessionId,
          public_key: publicKey.toLowerCase(),
          app_id: null,
          email: null,
          curve: null,
          ciphertext: null,
          link_token_hash: null,
          confirm_code_hash: null,
          confirm_attempts: 0,
          requested_by: null,
          requested_at: null,
          expires_at: now + linkLifetimeMs,
          created_at: now,
        })
        .onConflict((conflict) => conflict.column('session_id').doNothing())
        .executeTakeFirst()
      return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1
    },

    /** The session's public key while it lives, or null. */
    async publicKeyOf(sessionId: string): Promise<string | null> {
      const row = await live()
        .select('public_key')
        .where('session_id', '=', sessionId)
        .executeTakeFirst()
      return row?.public_key ?? null
    },

    /**
     * Attaches a new one-time link (replacing an unused one, its code and its tries) and returns
     * its token, for the mail, and its confirmation code, for the requesting side only.
     */
    async attachLink(
      sessionId: string,
      link: { appId: string; email: string; curve: string; requestedBy: string },
    ): Promise<{ token: string; confirmCode: string }> {
      const token = randomBytes(linkTokenBytes).toString('base64url')
      const confirmCode = randomDigits(linkConfirmCodeDigits)
      const now = Date.now()
      const updated = await db
        .updateTable('creds')
        .set({
          app_id: link.appId,
          email: link.email,
          curve: link.curve,
          link_token_hash: sha256Hex(token),
          confirm_code_hash: confirmCodeHash(sessionId, confirmCode),
          confirm_attempts: 0,
          requested_by: link.requestedBy,
          requested_at: now,
          expires_at: now + linkLifetimeMs,
        })
        .where('session_id', '=', sessionId)
        .where('ciphertext', 'is', null)
        .where('expires_at', '>', Date.now())
        .executeTakeFirst()
      if (updated.numUpdatedRows === 0n) throw new ApiError('link_invalid')
      return { token, confirmCode }
    },

    /** What the link page shows for a live, unused link (reading it changes nothing). */
    async linkRequest(sessionId: string, token: string): Promise<LinkRequest> {
      const row = await live()
        .select(['app_id', 'requested_by', 'requested_at', 'expires_at'])
        .where('session_id', '=', sessionId)
        .where('link_token_hash', '=', sha256Hex(token))
        .executeTakeFirst()
      if (!row?.app_id || !row.requested_by || row.requested_at === null)
        throw new ApiError('link_invalid')
      return {
        appId: row.app_id,
        requestedBy: row.requested_by,
        requestedAt: row.requested_at,
        expiresAt: row.expires_at,
      }
    },

    /**
     * Uses a link once, and only with the code the requesting side was given. The try is
     * counted first (atomically, so parallel guesses cannot pass the limit); then only the
     * request whose update clears the matching link and code goes on, dropping the email at the
     * same time. The last wrong try ends the whole session: the requesting side gets nothing.
     */
    async claimLink(sessionId: string, token: string, code: string) {
      const linkHash = sha256Hex(token)
      const unclaimed = () =>
        db
          .updateTable('creds')
          .where('session_id', '=', sessionId)
          .where('link_token_hash', '=', linkHash)
      const endSession = async () => {
        await unclaimed()
          .set({
            link_token_hash: null,
            email: null,
            confirm_code_hash: null,
            expires_at: Date.now(),
          })
          .execute()
        return new ApiError('link_invalid')
      }
      const row = await live()
        .select(['app_id', 'email', 'curve', 'public_key', 'confirm_attempts'])
        .where('session_id', '=', sessionId)
        .where('link_token_hash', '=', linkHash)
        .executeTakeFirst()
      if (!row?.app_id || !row.email) throw new ApiError('link_invalid')
      const counted = await unclaimed()
        .set((eb) => ({ confirm_attempts: eb('confirm_attempts', '+', 1) }))
        .where('confirm_attempts', '<', linkConfirmMaxAttempts)
        .executeTakeFirst()
      if (counted.numUpdatedRows === 0n) throw await endSession()
      const claimed = await unclaimed()
        .set({ link_token_hash: null, email: null, confirm_code_hash: null })
        .where('confirm_code_hash', '=', confirmCodeHash(sessionId, code))
        .where('expires_at', '>', Date.now())
        .executeTakeFirst()
      if (claimed.numUpdatedRows === 1n)
        return { appId: row.app_id, email: row.email, curve: row.curve, publicKey: row.public_key }
      if (row.confirm_attempts + 1 >= linkConfirmMaxAttempts) throw await endSession()
      throw new ApiError('link_code_invalid')
    },

    async storeCiphertext(sessionId: string, ciphertext: string): Promise<void> {
      const stored = await db
        .updateTable('creds')
        .set({ ciphertext })
        .where('session_id', '=', sessionId)
        .where('expires_at', '>', Date.now())
        .executeTakeFirst()
      if (stored.numUpdatedRows === 0n) throw new ApiError('link_invalid')
    },

    /** Reads the ciphertext once: a single delete-returning, so two polls cannot both get it. */
    async takeCiphertext(sessionId: string): Promise<string | null> {
      const taken = await db
        .deleteFrom('creds')
        .where('session_id', '=', sessionId)
        .where('ciphertext', 'is not', null)
        .where('expires_at', '>', Date.now())
        .returning('ciphertext')
        .executeTakeFirst()
      return taken?.ciphertext ?? null
    },
  }
}
