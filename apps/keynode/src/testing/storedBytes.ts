import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import type { NodeContext } from '../NodeContext.js'

const pageBytes = 8_192

/**
 * The bytes someone who copies a node's storage reads, free pages and all: on SQLite its database
 * file and write-ahead log; on PostgreSQL every page of the shares table's heap as the server
 * holds it (`pageinspect`'s `get_raw_page`, dead row versions included).
 */
export async function storedBytes(node: {
  dataDir: string
  databaseUrl: string | undefined
  context: NodeContext
}): Promise<Buffer> {
  if (!node.databaseUrl) {
    const files = ['keynode.sqlite', 'keynode.sqlite-wal'].map((name) => join(node.dataDir, name))
    return Buffer.concat(files.filter((file) => existsSync(file)).map((file) => readFileSync(file)))
  }
  const { db } = node.context
  await sql`create extension if not exists pageinspect`.execute(db)
  const { rows } = await sql<{ page: Buffer }>`
    select get_raw_page('shares', n::int) as page
    from generate_series(0, pg_relation_size('shares') / ${pageBytes} - 1) as n`.execute(db)
  return Buffer.concat(rows.map(({ page }) => page))
}
