import { mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { sql } from 'kysely'
import { expect, test } from 'vitest'
import { createSqlDatabase } from './createSqlDatabase.js'
import { truncateSqliteLog } from './eraseOldRowVersions.js'

test('#16 behavior: while another connection reads, the log is not emptied (false, nothing fails); the next call empties it', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'erase-'))
  const { db } = createSqlDatabase<{ t: { k: string } }>({
    databaseUrl: undefined,
    dataDir,
    fileName: 'test.sqlite',
    secureDelete: true,
  })
  const reader = new SqliteDatabase(join(dataDir, 'test.sqlite'))
  const logBytes = () => statSync(join(dataDir, 'test.sqlite-wal')).size
  try {
    await sql`create table t (k text primary key)`.execute(db)
    await db.insertInto('t').values({ k: 'old-share' }).execute()
    reader.exec('begin')
    reader.prepare('select count(*) from t').get()
    await db.updateTable('t').set({ k: 'new-share' }).execute()
    const truncateLog = truncateSqliteLog(db, { lockWaitMs: 20, giveUpMs: 20 })
    expect(await truncateLog()).toBe(false)
    expect(logBytes()).toBeGreaterThan(0)
    reader.exec('commit')
    expect(await truncateLog()).toBe(true)
    expect(logBytes()).toBe(0)
  } finally {
    reader.close()
    await db.destroy()
  }
})
