import type { Kysely, Migration } from 'kysely'

/**
 * Wrong one-time codes per identity (keyspace and email, hashed) in the current day-long window,
 * across every code and every server instance (docs/security.md, issue 15 finding 6).
 */
export const m0004_otpFailures: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('otp_failures')
      .addColumn('identity_hash', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('otp_failures_expires_at')
      .on('otp_failures')
      .column('expires_at')
      .execute()
  },
}
