import type { Kysely, Migration } from 'kysely'

/** App JWTs (custom, Firebase) name no one-time key: each is bound to the first key using it. */
export const m0003_token_bindings: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('token_bindings')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('key_address', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('token_bindings_expires_at')
      .on('token_bindings')
      .column('expires_at')
      .execute()
  },
}
