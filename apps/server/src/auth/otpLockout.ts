import { sweepExpired } from '@tessera/service-kit'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.js'
import { ApiError } from '../http/ApiError.js'
import { otpFailureWindowMs, otpMaxFailuresPerWindow } from './passwordlessLimits.js'

/**
 * The cap on wrong one-time codes per identity (keyspace and email, hashed) in a day-long
 * window, across every code sent (a resend starts a code's own 5 tries again, never this count)
 * and every server instance (they share the database, where the codes live too). Once reached,
 * the identity's code logins are locked until the window ends. `now` is the clock (tests move
 * it). The only code that touches `otp_failures`.
 */
export function otpLockout(db: Kysely<Database>, now: () => number) {
  const locked = (expiresAt: number, at: number) =>
    new ApiError('otp_locked', {
      params: { retryAfterS: String(Math.max(1, Math.ceil((expiresAt - at) / 1_000))) },
    })

  return {
    /** Throws `otp_locked` while the identity's window holds the cap of wrong codes. */
    async assertOpen(identityHash: string): Promise<void> {
      const at = now()
      const row = await db
        .selectFrom('otp_failures')
        .select(['failures', 'expires_at'])
        .where('identity_hash', '=', identityHash)
        .where('expires_at', '>', at)
        .executeTakeFirst()
      if (row && row.failures >= otpMaxFailuresPerWindow) throw locked(row.expires_at, at)
    },

    /**
     * Counts one wrong code in one upsert (parallel guesses each count); the first after a
     * window ended opens a new one. Throws `otp_locked` when this one reaches the cap.
     */
    async recordFailure(identityHash: string): Promise<void> {
      await sweepExpired(db as Kysely<unknown>, 'otp_failures')
      const at = now()
      const isLive = sql<boolean>`otp_failures.expires_at > ${at}`
      const counted = await db
        .insertInto('otp_failures')
        .values({ identity_hash: identityHash, failures: 1, expires_at: at + otpFailureWindowMs })
        .onConflict((conflict) =>
          conflict.column('identity_hash').doUpdateSet({
            failures: sql`case when ${isLive} then otp_failures.failures + 1 else 1 end`,
            expires_at: sql`case when ${isLive} then otp_failures.expires_at else ${at + otpFailureWindowMs} end`,
          }),
        )
        .returning(['failures', 'expires_at'])
        .executeTakeFirstOrThrow()
      if (counted.failures >= otpMaxFailuresPerWindow) throw locked(counted.expires_at, at)
    },
  }
}
