import { randomUUID, timingSafeEqual } from 'node:crypto'
import { sha256Hex, sweepExpired } from '@tessera/service-kit'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { ApiError } from '../http/ApiError.js'
import { otpLifetimeMs, otpMaxAttempts } from './passwordlessLimits.js'

const codeHash = (id: string, code: string) => sha256Hex(`${id}:${code}`)

/** One-time codes, one live code per identity. The only code that touches `otp_codes`. */
export function otpStore(db: Kysely<Database>) {
  return {
    /** Stores a new code for the identity, replacing any earlier one (one upsert, race-free). */
    async replace(appId: string, identityHash: string, code: string): Promise<void> {
      await sweepExpired(db as Kysely<unknown>, 'otp_codes')
      const id = randomUUID()
      const now = Date.now()
      const row = {
        id,
        app_id: appId,
        code_hash: codeHash(id, code),
        attempts: 0,
        expires_at: now + otpLifetimeMs,
        created_at: now,
      }
      await db
        .insertInto('otp_codes')
        .values({ ...row, identity_hash: identityHash })
        .onConflict((conflict) => conflict.column('identity_hash').doUpdateSet(row))
        .execute()
    },

    /**
     * Checks a code. The attempt is counted first (atomically, so parallel guesses cannot pass the
     * limit); then the code is consumed by a delete that matches its hash, and only the request
     * whose delete removed the row succeeds, so one code gives one login even under a race.
     * `onWrongCode` hears every code found wrong (the daily cap, `otpLockout`), never the losers
     * of a race for the right one; what it throws is the answer.
     */
    async consume(
      identityHash: string,
      code: string,
      options: { readonly onWrongCode: () => Promise<void> },
    ): Promise<void> {
      const row = await db
        .selectFrom('otp_codes')
        .select(['id', 'attempts', 'code_hash'])
        .where('identity_hash', '=', identityHash)
        .where('expires_at', '>', Date.now())
        .executeTakeFirst()
      if (!row) throw new ApiError('otp_invalid')
      const counted = await db
        .updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', row.id)
        .where('attempts', '<', otpMaxAttempts)
        .executeTakeFirst()
      if (counted.numUpdatedRows === 0n) throw new ApiError('otp_attempts_exceeded')
      const consumed = await db
        .deleteFrom('otp_codes')
        .where('id', '=', row.id)
        .where('code_hash', '=', codeHash(row.id, code))
        .where('expires_at', '>', Date.now())
        .executeTakeFirst()
      if (consumed.numDeletedRows === 1n) return
      const isWrong = !timingSafeEqual(
        Buffer.from(codeHash(row.id, code)),
        Buffer.from(row.code_hash),
      )
      if (isWrong) await options.onWrongCode()
      if (row.attempts + 1 >= otpMaxAttempts) throw new ApiError('otp_attempts_exceeded')
      throw new ApiError('otp_invalid')
    },
  }
}
