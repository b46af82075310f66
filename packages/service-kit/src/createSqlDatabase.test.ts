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
