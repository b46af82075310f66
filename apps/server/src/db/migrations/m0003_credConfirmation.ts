import type { Kysely, Migration } from 'kysely'

/**
 * Magic links need the requesting side's confirmation code (docs/security.md, issue 15 finding
 * 4): its hash, the wrong tries so far, and who asked and when, as the link page shows it.
 */
export const m0003_credConfirmation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('creds').addColumn('confirm_code_hash', 'text').execute()
    await db.schema
      .alterTable('creds')
      .addColumn('confirm_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema.alterTable('creds').addColumn('requested_by', 'text').execute()
    await db.schema.alterTable('creds').addColumn('requested_at', 'bigint').execute()
  },
}
