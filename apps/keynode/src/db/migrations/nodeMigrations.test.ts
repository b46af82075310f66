import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSqlDatabase, runMigrations } from '@tessera/service-kit'
import { type Kysely, sql } from 'kysely'
import { expect, test } from 'vitest'
import { m0001_shares } from './m0001_shares.js'
import { nodeMigrations } from './nodeMigrations.js'

test("behavior: 0002 keeps a node's audit history and served requests, and drops what nothing reads", async () => {
  const { db } = createSqlDatabase<unknown>({
    databaseUrl: undefined,
    dataDir: mkdtempSync(join(tmpdir(), 'keynode-migrations-')),
    fileName: 'keynode.sqlite',
  })
  const raw = db as Kysely<Record<string, Record<string, unknown>>>
  try {
    await runMigrations(db, { '0001_shares': m0001_shares })
    await raw
      .insertInto('audit_log')
      .values({
        id: 'a1',
        at: 1_000,
        action: 'release',
        keyspace: 'k',
        verifier: 'v',
        user_hash: 'u',
        ip_hash: 'i',
      })
      .execute()
    await raw
      .insertInto('used_requests')
      .values({ request_hash: 'r1', token_id: 't1', expires_at: 2_000 })
      .execute()

    expect(await runMigrations(db, nodeMigrations)).toEqual([
      '0002_append_only_audit',
      '0003_token_bindings',
      '0004_pinned_verifier_config',
      '0005_mfa',
      '0006_mfa_recovery',
      '0007_recovery_per_line',
      '0008_identity_requests',
    ])
    expect(await raw.selectFrom('share_audit').selectAll().execute()).toEqual([
      { at: 1_000, action: 'release', keyspace: 'k', verifier: 'v', user_hash: 'u', ip_hash: 'i' },
    ])
    expect(await raw.selectFrom('used_requests').selectAll().execute()).toEqual([
      { request_hash: 'r1', expires_at: 2_000 },
    ])
    const tables = await sql<{
      name: string
    }>`select name from sqlite_master where type = 'table'`.execute(db)
    expect(tables.rows.map(({ name }) => name)).not.toContain('audit_log')
  } finally {
    await db.destroy()
  }
})
