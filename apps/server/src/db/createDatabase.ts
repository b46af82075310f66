import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { Database } from './schema.js'

const int8Oid = 20

export type DatabaseHandle = {
  readonly db: Kysely<Database>
  readonly dialect: 'sqlite' | 'postgres'
}

/**
 * Opens PostgreSQL when `databaseUrl` is set, otherwise SQLite at `{dataDir}/server.sqlite`.
 */
export function createDatabase(options: {
  databaseUrl: string | undefined
  dataDir: string
}): DatabaseHandle {
  if (options.databaseUrl) {
    // Times are bigint milliseconds: well inside Number's safe range.
    pg.types.setTypeParser(int8Oid, Number)
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
    }
  }
  mkdirSync(options.dataDir, { recursive: true })
  const sqlite = new SqliteDatabase(join(options.dataDir, 'server.sqlite'))
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    dialect: 'sqlite',
  }
}
