import type { Kysely, Migration } from 'kysely'

/**
 * The highest serial of the operator-signed verifier config this node has taken (issue #15): a
 * restart with an older file is refused, so the config cannot be rolled back.
 */
export const m0004_pinned_verifier_config: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('pinned_verifier_config')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('serial', 'bigint', (c) => c.notNull())
      .addColumn('pinned_at', 'bigint', (c) => c.notNull())
      .execute()
  },
}
