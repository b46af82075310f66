import fs, { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { expect, test, vi } from 'vitest'
import { createSqlDatabase } from './createSqlDatabase.js'

test('behavior: SQLite commits without a disk sync each; makeDurable syncs the log, one sync per turn', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sql-db-'))
  const { db, makeDurable } = createSqlDatabase<{ t: { k: string } }>({
    databaseUrl: undefined,
    dataDir,
    fileName: 'test.sqlite',
    checkpointEveryMs: 3_600_000,
  })
  const syncs = vi.spyOn(fs, 'fdatasync')
  const inFile = (name: string, marker: string) =>
    readFileSync(join(dataDir, name)).includes(Buffer.from(marker))
  try {
    const pragma = async (text: string) =>
      (await sql.raw<Record<string, number>>(`pragma ${text}`).execute(db)).rows[0]
    expect(await pragma('journal_mode')).toEqual({ journal_mode: 'wal' })
    expect(await pragma('synchronous')).toEqual({ synchronous: 1 })
    await sql`create table t (k text primary key)`.execute(db)
    await db.insertInto('t').values({ k: 'share-7f3a' }).execute()
    expect(inFile('test.sqlite', 'share-7f3a')).toBe(false) // committed to the log only
    expect(inFile('test.sqlite-wal', 'share-7f3a')).toBe(true)
    expect(syncs).not.toHaveBeenCalled()
    // Three stores in one turn share one sync of the log.
    await Promise.all([makeDurable(), makeDurable(), makeDurable()])
    expect(syncs).toHaveBeenCalledTimes(1)
    // A commit after that sync began needs a sync of its own.
    await db.insertInto('t').values({ k: 'share-9c01' }).execute()
    await makeDurable()
    expect(syncs).toHaveBeenCalledTimes(2)
  } finally {
    syncs.mockRestore()
    await db.destroy()
  }
})

test('behavior: commits never copy the log into the database file; a thread of its own does', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sql-db-'))
  const { db } = createSqlDatabase<{ t: { k: string } }>({
    databaseUrl: undefined,
    dataDir,
    fileName: 'test.sqlite',
    checkpointEveryMs: 20,
  })
  try {
    const [setting] = (
      await sql.raw<{ wal_autocheckpoint: number }>('pragma wal_autocheckpoint').execute(db)
    ).rows
    expect(setting).toEqual({ wal_autocheckpoint: 0 })
    await sql`create table t (k text primary key)`.execute(db)
    await db.insertInto('t').values({ k: 'share-5e2d' }).execute()
    await vi.waitFor(
      () => expect(readFileSync(join(dataDir, 'test.sqlite')).includes('share-5e2d')).toBe(true),
      { timeout: 5_000, interval: 20 },
    )
    // The connection serving requests reads on as before.
    expect(await db.selectFrom('t').selectAll().execute()).toEqual([{ k: 'share-5e2d' }])
  } finally {
    await db.destroy()
  }
})
