import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { expect, test } from 'vitest'
import { createSqlDatabase } from './createSqlDatabase.js'

test('behavior: SQLite commits without a disk sync each; makeDurable leaves nothing only in memory', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sql-db-'))
  const { db, makeDurable } = createSqlDatabase<{ t: { k: string } }>({
    databaseUrl: undefined,
    dataDir,
    fileName: 'test.sqlite',
  })
  const inDatabaseFile = (marker: string) =>
    readFileSync(join(dataDir, 'test.sqlite')).includes(Buffer.from(marker))
  try {
    const pragma = async (text: string) =>
      (await sql.raw<Record<string, number>>(`pragma ${text}`).execute(db)).rows[0]
    expect(await pragma('journal_mode')).toEqual({ journal_mode: 'wal' })
    expect(await pragma('synchronous')).toEqual({ synchronous: 1 })
    await sql`create table t (k text primary key)`.execute(db)
    await db.insertInto('t').values({ k: 'share-7f3a' }).execute()
    expect(inDatabaseFile('share-7f3a')).toBe(false) // committed to the log only
    await makeDurable()
    // The checkpoint synced the log and copied it into the database file.
    expect(inDatabaseFile('share-7f3a')).toBe(true)
  } finally {
    await db.destroy()
  }
})
