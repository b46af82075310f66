import type { Kysely, Migration } from 'kysely'

/**
 * The app's wallet policy (docs/security.md): NoUI mode and key export become settings the
 * operator sets with the admin CLI, off for every app until then, whatever a host page asks.
 */
export const m0002_appWalletPolicy: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['no_ui_allowed', 'key_export_allowed'])
      await db.schema
        .alterTable('apps')
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
  },
}
