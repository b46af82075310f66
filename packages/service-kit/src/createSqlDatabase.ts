import fs, { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { batchTransactions } from './batchTransactions.js'
import { truncateSqliteLog, vacuumPostgresTable } from './eraseOldRowVersions.js'

const int8Oid = 20
/** How long SQLite waits for another process's lock before a statement fails. */
const lockWaitMs = 5_000
/**
 * How long SQLite's log is tried for emptying after a commit that replaced secrets: the caller
 * need not wait for it (a key node answers its reshare within `eraseAnswerWaitMs`), and workers
 * that keep the log busy longer than this leave it to the next erase.
 */
const eraseGiveUpMs = 60_000

export type SqlDatabase<schema> = {
  readonly db: Kysely<schema>
  readonly dialect: 'sqlite' | 'postgres'
  /**
   * Makes every commit so far survive a power loss, not only a crash of the process: what must
   * never be lost (a key share) calls it after its commit. A no-op on PostgreSQL, whose commits
   * are durable already.
   */
  makeDurable(): Promise<void>
  /**
   * Runs `work` in a transaction and answers what it answers. On SQLite the units handed over in
   * one turn of the event loop share one transaction, each in a savepoint (`batchTransactions`,
   * group commit); on PostgreSQL each has a transaction of its own.
   */
  inTransaction<result>(work: (db: Kysely<schema>) => Promise<result>): Promise<result>
  /**
   * Removes, as far as the database lets, the old versions of `table`'s rows that commits so far
   * overwrote or deleted, from the files a copy of the service's storage would hold: on SQLite
   * (opened with `secureDelete`) the log is emptied into the file (`truncateSqliteLog`), on
   * PostgreSQL the table is vacuumed (`vacuumPostgresTable`). Call it after the commit. Answers
   * false when SQLite's log stayed in use by other processes too long (the next call catches up)
   * or PostgreSQL's vacuum failed.
   */
  eraseOldRowVersions(table: string): Promise<boolean>
}

/**
 * Opens PostgreSQL when `databaseUrl` is set, otherwise SQLite at `{dataDir}/{fileName}` (WAL,
 * foreign keys on). Times are bigint milliseconds, read back as numbers on both.
 *
 * SQLite runs WAL with `synchronous = NORMAL`: a commit survives a crash of the process at once
 * and a power loss once the log is synced (`makeDurable`, or SQLite's own checkpoints), instead
 * of waiting for a disk sync on every commit, which would cap a busy service.
 */
export function createSqlDatabase<schema>(options: {
  databaseUrl: string | undefined
  dataDir: string
  fileName: string
  /** SQLite zeroes what it deletes and overwrites (`secure_delete`), for services keeping secrets. */
  secureDelete?: boolean
}): SqlDatabase<schema> {
  if (options.databaseUrl) {
    pg.types.setTypeParser(int8Oid, Number)
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    // A connection the server dropped (a restart, a failover) is an 'error' event: on the pool
    // while it idles there, on the client itself while a query holds it; without a listener
    // either ends the process. pg discards the connection; the next query opens a fresh one, and
    // the query caught mid-drop fails on its own (issue #18).
    pool.on('error', () => {})
    pool.on('connect', (client) => client.on('error', () => {}))
    const db = new Kysely<schema>({ dialect: new PostgresDialect({ pool }) })
    const vacuum = vacuumPostgresTable(db)
    return {
      db,
      dialect: 'postgres',
      makeDurable: async () => {},
      inTransaction: (work) => db.transaction().execute(work),
      // The caller's commit stands either way: a vacuum that failed answers false.
      eraseOldRowVersions: (table) =>
        vacuum(table).then(
          () => true,
          () => false,
        ),
    }
  }
  mkdirSync(options.dataDir, { recursive: true })
  const file = join(options.dataDir, options.fileName)
  const sqlite = new SqliteDatabase(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma(`busy_timeout = ${lockWaitMs}`)
  if (options.secureDelete) sqlite.pragma('secure_delete = ON')
  let log: number | undefined
  let nextSync: Promise<void> | undefined
  const db = new Kysely<schema>({
    dialect: new SqliteDialect({
      database: withStatementCache(sqlite, () => log !== undefined && fs.closeSync(log)),
    }),
  })
  return {
    db,
    dialect: 'sqlite',
    inTransaction: batchTransactions(db, { lockWaitMs }),
    eraseOldRowVersions: truncateSqliteLog(db, { lockWaitMs, giveUpMs: eraseGiveUpMs }),
    // Syncs the write-ahead log, which holds every commit so far, on a libuv thread: the event
    // loop goes on serving meanwhile. Callers in the same turn of the event loop share one sync
    // (group commit); a commit made after a sync began waits for the next one.
    makeDurable: () => {
      nextSync ??= new Promise<void>((resolve, reject) =>
        setImmediate(() => {
          nextSync = undefined
          try {
            log ??= fs.openSync(`${file}-wal`, 'r')
          } catch (error) {
            reject(error)
            return
          }
          fs.fdatasync(log, (error) => (error ? reject(error) : resolve()))
        }),
      )
      return nextSync
    },
  }
}

const statementCacheSize = 256

/**
 * better-sqlite3 with its prepared statements kept per SQL text: a service runs the same few
 * queries all day, and preparing each one again costs more than running it. Statements run
 * synchronously, so one may serve every caller.
 */
function withStatementCache(sqlite: SqliteDatabase.Database, closeLog: () => void) {
  const statements = new Map<string, SqliteDatabase.Statement>()
  return {
    close: () => {
      closeLog()
      sqlite.close()
    },
    prepare: (text: string) => {
      const cached = statements.get(text)
      if (cached) return cached
      const statement = sqlite.prepare(text)
      if (statements.size < statementCacheSize) statements.set(text, statement)
      return statement
    },
  }
}
