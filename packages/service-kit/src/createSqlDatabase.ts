import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'

const int8Oid = 20

/**
 * Opens PostgreSQL when `databaseUrl` is set, otherwise SQLite at `{dataDir}/{fileName}` (WAL,
 * foreign keys on). Times are bigint milliseconds, read back as numbers on both.
 */
export function createSqlDatabase<schema>(options: {
  databaseUrl: string | undefined
  dataDir: string
  fileName: string
}): { db: Kysely<schema>; dialect: 'sqlite' | 'postgres' } {
  if (options.databaseUrl) {
    pg.types.setTypeParser(int8Oid, Number)
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    return {
      db: new Kysely<schema>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
    }
  }
  mkdirSync(options.dataDir, { recursive: true })
  const sqlite = new SqliteDatabase(join(options.dataDir, options.fileName))
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return {
    db: new Kysely<schema>({ dialect: new SqliteDialect({ database: sqlite }) }),
    dialect: 'sqlite',
  }
}
