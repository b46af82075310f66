import type { Kysely, Migration } from 'kysely'

/**
 * MFA (issue #16): the sealed recovery factor of an identity, the verifier tag its owner must
 * present to get it back, and the wrong tags presented since the last right one. Both secrets are
 * sealed with the node's storage key; the count survives restarts (the attempt limit).
 */
export const m0006_mfa_recovery: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mfa_recovery')
      .addColumn('keyspace', 'text', (c) => c.notNull())
      .addColumn('verifier', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('curve', 'text', (c) => c.notNull())
      .addColumn('envelope_ciphertext', 'text', (c) => c.notNull())
      .addColumn('verifier_ciphertext', 'text', (c) => c.notNull())
      .addColumn('failed_attempts', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('mfa_recovery_pk', ['keyspace', 'verifier', 'user_id', 'curve'])
      .execute()
  },
}
