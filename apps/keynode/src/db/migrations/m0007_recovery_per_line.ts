import { type Kysely, type Migration, sql } from 'kysely'

/**
 * MFA setup stores the sealed recovery factor before any reshare (security review, #16): a node
 * keeps one envelope per identity **and factor line** (`factor_commitments`, the JSON [K, A] as in
 * `shares.mfa_commitments`) and answers only the one of the line it holds. The table is rebuilt
 * with the line in its key (SQLite cannot change a primary key); existing envelopes were stored
 * after their reshare, so each takes its identity's current line.
 */
export const m0007_recovery_per_line: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mfa_recovery_per_line')
      .addColumn('keyspace', 'text', (c) => c.notNull())
      .addColumn('verifier', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('curve', 'text', (c) => c.notNull())
      .addColumn('factor_commitments', 'text', (c) => c.notNull())
      .addColumn('envelope_ciphertext', 'text', (c) => c.notNull())
      .addColumn('verifier_ciphertext', 'text', (c) => c.notNull())
      .addColumn('failed_attempts', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('mfa_recovery_line_pk', [
        'keyspace',
        'verifier',
        'user_id',
        'curve',
        'factor_commitments',
      ])
      .execute()
    await sql`insert into mfa_recovery_per_line (keyspace, verifier, user_id, curve,
        factor_commitments, envelope_ciphertext, verifier_ciphertext, failed_attempts, updated_at)
      select r.keyspace, r.verifier, r.user_id, r.curve, s.mfa_commitments, r.envelope_ciphertext,
        r.verifier_ciphertext, r.failed_attempts, r.updated_at
      from mfa_recovery r join shares s on s.keyspace = r.keyspace and s.verifier = r.verifier
        and s.user_id = r.user_id and s.curve = r.curve
      where s.mfa_commitments is not null`.execute(db)
    await db.schema.dropTable('mfa_recovery').execute()
    await db.schema.alterTable('mfa_recovery_per_line').renameTo('mfa_recovery').execute()
  },
}
