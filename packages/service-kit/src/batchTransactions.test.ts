import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, SqliteDialect, sql } from 'kysely'
import { afterEach, expect, test } from 'vitest'
import { batchTransactions } from './batchTransactions.js'

type Schema = {
  parents: { id: string }
  children: { id: string; parent_id: string }
}

let db: Kysely<Schema>
let statements: string[]
let folder: string | undefined
/** Hears each statement once it has run. */
let afterStatement: ((text: string) => void) | undefined

const open = async ({ file = ':memory:', lockWaitMs = 5_000 } = {}) => {
  statements = []
  const sqlite = new SqliteDatabase(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  db = new Kysely<Schema>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => {
      statements.push(event.query.sql)
      afterStatement?.(event.query.sql)
    },
  })
  await sql`create table parents (id text primary key)`.execute(db)
  // Checked at commit: a unit can leave a violation that only the commit reports.
  await sql`create table children (id text primary key, parent_id text not null
    references parents (id) deferrable initially deferred)`.execute(db)
  statements = []
  return batchTransactions(db, { lockWaitMs })
}

afterEach(async () => {
  afterStatement = undefined
  await db.destroy()
  if (folder) rmSync(folder, { recursive: true, force: true })
  folder = undefined
})

/** A file database and a second connection to it, as another worker process has. */
const openShared = async (lockWaitMs?: number) => {
  folder = mkdtempSync(join(tmpdir(), 'tessera-batch-'))
  const file = join(folder, 'shared.sqlite')
  const inBatch = await open({ file, ...(lockWaitMs ? { lockWaitMs } : {}) })
  const other = new SqliteDatabase(file)
  return { inBatch, other }
}

const ids = async (table: 'parents' | 'children') =>
  (await db.selectFrom(table).select('id').orderBy('id').execute()).map(({ id }) => id)

test('behavior: units handed over in one turn commit in one transaction, each answered its own result', async () => {
  const inBatch = await open()
  const results = await Promise.all(
    ['a', 'b', 'c'].map((id) =>
      inBatch(async (trx) => {
        await trx.insertInto('parents').values({ id }).execute()
        return `stored ${id}`
      }),
    ),
  )
  expect(results).toEqual(['stored a', 'stored b', 'stored c'])
  expect(await ids('parents')).toEqual(['a', 'b', 'c'])
  expect(statements.filter((text) => /^(begin|commit)/i.test(text))).toEqual([
    'begin immediate',
    'commit',
  ])
})

test('behavior: a unit that throws undoes only its own writes and is the only one to reject', async () => {
  const inBatch = await open()
  const outcomes = await Promise.allSettled([
    inBatch((trx) => trx.insertInto('parents').values({ id: 'a' }).execute()),
    inBatch(async (trx) => {
      await trx.insertInto('parents').values({ id: 'b' }).execute()
      throw new Error('refused after writing')
    }),
    inBatch((trx) => trx.insertInto('parents').values({ id: 'c' }).execute()),
  ])
  expect(outcomes.map(({ status }) => status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
  expect(outcomes[1]).toMatchObject({ reason: new Error('refused after writing') })
  expect(await ids('parents')).toEqual(['a', 'c'])
})

test('behavior: when the commit fails, each unit runs again alone and only the one at fault rejects', async () => {
  const inBatch = await open()
  const outcomes = await Promise.allSettled([
    inBatch((trx) => trx.insertInto('parents').values({ id: 'a' }).execute()),
    inBatch((trx) =>
      trx.insertInto('children').values({ id: 'x', parent_id: 'missing' }).execute(),
    ),
    inBatch((trx) => trx.insertInto('parents').values({ id: 'b' }).execute()),
  ])
  expect(outcomes.map(({ status }) => status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
  expect(String((outcomes[1] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/)
  expect(await ids('parents')).toEqual(['a', 'b'])
  expect(await ids('children')).toEqual([])
  // The failed batch, then a transaction for each of its three units.
  expect(statements.filter((text) => /^begin/i.test(text))).toHaveLength(4)
})

test('behavior: units handed over in later turns go in later transactions', async () => {
  const inBatch = await open()
  await inBatch((trx) => trx.insertInto('parents').values({ id: 'a' }).execute())
  await inBatch((trx) => trx.insertInto('parents').values({ id: 'b' }).execute())
  expect(statements.filter((text) => /^begin/i.test(text))).toHaveLength(2)
  expect(await ids('parents')).toEqual(['a', 'b'])
})

/** The longest the event loop went without a turn while `during` ran. */
const longestStall = async (during: Promise<unknown>) => {
  let longest = 0
  let last = performance.now()
  let done = false
  const tick = () => {
    const now = performance.now()
    longest = Math.max(longest, now - last)
    last = now
    if (!done) setTimeout(tick, 0)
  }
  setTimeout(tick, 0)
  await during
  done = true
  return longest
}

test('behavior: while another process holds the write lock, a batch waits without stalling the event loop, then commits with the units handed over meanwhile', async () => {
  const { inBatch, other } = await openShared()
  other.exec('begin immediate')
  let settled = 0
  const first = inBatch((trx) => trx.insertInto('parents').values({ id: 'a' }).execute())
  void first.then(() => settled++)
  // Timers keep firing while it waits: SQLite's own busy handler would sleep in the thread, and
  // the lock's holder, which needs this event loop, could never let go.
  const held = new Promise((resolve) => setTimeout(resolve, 300))
  expect(await longestStall(held)).toBeLessThan(100)
  const second = inBatch((trx) => trx.insertInto('parents').values({ id: 'b' }).execute())
  await new Promise((resolve) => setTimeout(resolve, 5))
  expect(settled).toBe(0)
  other.exec("insert into parents (id) values ('held')")
  other.exec('commit')
  await Promise.all([first, second])
  other.close()
  expect(await ids('parents')).toEqual(['a', 'b', 'held'])
  // Each try before the lock was free began and failed; the last one began once and committed.
  expect(statements.filter((text) => text === 'commit')).toEqual(['commit'])
})

test('behavior: a unit that waits longer than lockWaitMs for the lock fails with SQLITE_BUSY and writes nothing', async () => {
  const { inBatch, other } = await openShared(50)
  other.exec('begin immediate')
  const startedAt = performance.now()
  const outcome = inBatch((trx) => trx.insertInto('parents').values({ id: 'a' }).execute())
  await expect(outcome).rejects.toMatchObject({ code: 'SQLITE_BUSY' })
  expect(performance.now() - startedAt).toBeGreaterThanOrEqual(49)
  other.exec('rollback')
  other.close()
  expect(await ids('parents')).toEqual([])
  // The connection waits for locks again outside batches.
  expect((await sql<{ timeout: number }>`pragma busy_timeout`.execute(db)).rows).toEqual([
    { timeout: 50 },
  ])
})

test('behavior: when the commit fails and another process then takes the lock, the units still run alone in the order handed over', async () => {
  const { inBatch, other } = await openShared()
  // The moment the failed batch has rolled back, another process writes for 20 ms.
  afterStatement = (text) => {
    if (text !== 'rollback') return
    afterStatement = undefined
    other.exec('begin immediate')
    setTimeout(() => other.exec('commit'), 20)
  }
  const outcomes = await Promise.allSettled([
    inBatch((trx) => trx.insertInto('parents').values({ id: 'p' }).execute()),
    inBatch((trx) =>
      trx.insertInto('children').values({ id: 'x', parent_id: 'missing' }).execute(),
    ),
    // Needs the first unit's parent: it fails if it runs before it.
    inBatch((trx) => trx.insertInto('children').values({ id: 'c', parent_id: 'p' }).execute()),
  ])
  other.close()
  expect(outcomes.map(({ status }) => status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
  expect(await ids('parents')).toEqual(['p'])
  expect(await ids('children')).toEqual(['c'])
})
