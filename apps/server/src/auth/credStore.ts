import { randomBytes } from 'node:crypto'
import { sha256Hex, sweepExpired } from '@tessera/service-kit'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { ApiError } from '../http/ApiError.js'
import { linkLifetimeMs } from './passwordlessLimits.js'

const linkTokenBytes = 32

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

    /** Attaches a new one-time link (replacing an unused one) and returns its token. */
    async attachLink(
      sessionId: string,
      link: { appId: string; email: string; curve: string },
    ): Promise<string> {
      const token = randomBytes(linkTokenBytes).toString('base64url')
      const updated = await db
        .updateTable('creds')
        .set({
          app_id: link.appId,
          email: link.email,
          curve: link.curve,
          link_token_hash: sha256Hex(token),
          expires_at: Date.now() + linkLifetimeMs,
        })
        .where('session_id', '=', sessionId)
        .where('ciphertext', 'is', null)
        .where('expires_at', '>', Date.now())
        .executeTakeFirst()
      if (updated.numUpdatedRows === 0n) throw new ApiError('link_invalid')
      return token
    },

    /**
     * Uses a link once: only the request whose update clears the matching hash goes on; the
     * email is dropped from the row at the same time.
     */
    async claimLink(sessionId: string, token: string) {
      const row = await live()
        .select(['app_id', 'email', 'curve', 'public_key'])
        .where('session_id', '=', sessionId)
        .where('link_token_hash', '=', sha256Hex(token))
        .executeTakeFirst()
      if (!row?.app_id || !row.email) throw new ApiError('link_invalid')
      const claimed = await db
        .updateTable('creds')
        .set({ link_token_hash: null, email: null })
        .where('session_id', '=', sessionId)
        .where('link_token_hash', '=', sha256Hex(token))
        .executeTakeFirst()
      if (claimed.numUpdatedRows === 0n) throw new ApiError('link_invalid')
      return { appId: row.app_id, email: row.email, curve: row.curve, publicKey: row.public_key }
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
