import { type Kysely, type Migration, sql } from 'kysely'

/**
 * Cheaper writes on every share request: the audit log becomes append-only (no random-key index
 * to insert into), and served requests lose the token column nothing reads (the per-token count
 * lives in the rate limiter).
 */
export const m0002_append_only_audit: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('share_audit')
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('keyspace', 'text', (c) => c.notNull())
      .addColumn('verifier', 'text', (c) => c.notNull())
      .addColumn('user_hash', 'text', (c) => c.notNull())
      .addColumn('ip_hash', 'text', (c) => c.notNull())
      .execute()
    await sql`insert into share_audit (at, action, keyspace, verifier, user_hash, ip_hash)
      select at, action, keyspace, verifier, user_hash, ip_hash from audit_log order by at`.execute(
      db,
    )
    await db.schema.dropTable('audit_log').execute()
    await db.schema.dropIndex('used_requests_token').execute()
    await db.schema.alterTable('used_requests').dropColumn('token_id').execute()
  },
}
