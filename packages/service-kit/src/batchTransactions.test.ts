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

const open = async () => {
  statements = []
  const sqlite = new SqliteDatabase(':memory:')
  sqlite.pragma('foreign_keys = ON')
  db = new Kysely<Schema>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => {
      statements.push(event.query.sql)
    },
  })
  await sql`create table parents (id text primary key)`.execute(db)
  // Checked at commit: a unit can leave a violation that only the commit reports.
  await sql`create table children (id text primary key, parent_id text not null
    references parents (id) deferrable initially deferred)`.execute(db)
  statements = []
  return batchTransactions(db)
}

afterEach(async () => {
  await db.destroy()
})

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
