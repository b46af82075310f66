import type { Kysely, Migration } from 'kysely'

/** Shares, served requests and the audit log. */
export const m0001_shares: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('shares')
      .addColumn('keyspace', 'text', (c) => c.notNull())
      .addColumn('verifier', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('curve', 'text', (c) => c.notNull())
      .addColumn('share_index', 'integer', (c) => c.notNull())
      .addColumn('value_ciphertext', 'text', (c) => c.notNull())
      .addColumn('commitments', 'text', (c) => c.notNull())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('shares_pk', ['keyspace', 'verifier', 'user_id', 'curve'])
      .execute()
    await db.schema
      .createTable('used_requests')
      .addColumn('request_hash', 'text', (c) => c.primaryKey())
      .addColumn('token_id', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('used_requests_token')
      .on('used_requests')
      .column('token_id')
      .execute()
    await db.schema
      .createIndex('used_requests_expires_at')
      .on('used_requests')
      .column('expires_at')
      .execute()
    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('keyspace', 'text', (c) => c.notNull())
      .addColumn('verifier', 'text', (c) => c.notNull())
      .addColumn('user_hash', 'text', (c) => c.notNull())
      .addColumn('ip_hash', 'text', (c) => c.notNull())
      .execute()
  },
}
