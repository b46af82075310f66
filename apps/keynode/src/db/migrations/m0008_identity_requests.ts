import type { Kysely, Migration } from 'kysely'

/**
 * Request ids an identity's wallet-signed requests (reshare, recovery) used, by a hash of the
 * identity and the id (security review, #16): a captured body presented again under a new login
 * token is refused until its signed time is too old to be taken anyway.
 */
export const m0008_identity_requests: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('identity_requests')
      .addColumn('request_hash', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('identity_requests_expires_at')
      .on('identity_requests')
      .column('expires_at')
      .execute()
  },
}
