import type { Kysely, Migration } from 'kysely'

/**
 * MFA (issue #16): once a user turns it on, a node's share is of the network factor, and the row
 * keeps the factor line's commitments [K, A] (K the wallet's public key, unchanged) and when MFA
 * was turned on. Both stay null for a plain key; neither is ever set back to null.
 */
export const m0005_mfa: Migration = {
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite's ALTER TABLE adds one at a time.
    await db.schema.alterTable('shares').addColumn('mfa_commitments', 'text').execute()
    await db.schema.alterTable('shares').addColumn('mfa_enabled_at', 'bigint').execute()
  },
}
