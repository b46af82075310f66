import { createSqlDatabase, type SqlDatabase } from '@tessera/service-kit'
import type { Database } from './schema.js'

/**
 * Opens the server's database: PostgreSQL when `databaseUrl` is set, otherwise SQLite at
 * `{dataDir}/server.sqlite`, the way every service of Tessera opens its own (`createSqlDatabase`).
 */
export function createDatabase(options: {
  databaseUrl: string | undefined
  dataDir: string
}): SqlDatabase<Database> {
  return createSqlDatabase<Database>({ ...options, fileName: 'server.sqlite' })
}
