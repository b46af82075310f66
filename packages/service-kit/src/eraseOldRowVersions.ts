import { type Kysely, sql } from 'kysely'

const oneMillisecond = () => new Promise<void>((resolve) => setTimeout(resolve, 1))

/**
 * SQLite: copies the write-ahead log into the database file and empties it
 * (`wal_checkpoint(TRUNCATE)`), so no page of a row version that a commit replaced or deleted
 * stays in the log; with `secure_delete` on, the file's pages hold none either. It needs every
 * other connection out of the log, so it is refused at once while another process reads or writes
 * (`busy_timeout = 0`: SQLite's busy handler would sleep in the thread and stall the event loop)
 * and tried again every millisecond for up to `giveUpMs`; a try that fails (the database closed,
 * an I/O error) counts as refused. Answers whether the log was emptied; if not, the next call
 * empties it with everything since. It runs on the service's one connection between
 * transactions, never inside one.
 */
export function truncateSqliteLog<schema>(
  db: Kysely<schema>,
  options: { lockWaitMs: number; giveUpMs: number },
) {
  const tryOnce = () =>
    db.connection().execute(async (connection) => {
      await sql.raw('pragma busy_timeout = 0').execute(connection)
      try {
        const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(
          connection,
        )
        return rows[0]?.busy === 0
      } finally {
        await sql.raw(`pragma busy_timeout = ${options.lockWaitMs}`).execute(connection)
      }
    })
  return async (): Promise<boolean> => {
    const since = performance.now()
    while (!(await tryOnce().catch(() => false))) {
      if (performance.now() - since >= options.giveUpMs) return false
      await oneMillisecond()
    }
    return true
  }
}

/**
 * PostgreSQL: a `VACUUM` of `table`, which removes the dead versions of its rows (what an UPDATE
 * or DELETE left in the heap) unless a transaction still open may see them. It cannot run inside a
 * transaction, so it runs on a pooled connection of its own after the caller's commit. It takes
 * only a lock that lets reads and writes go on; without index cleanup (the indexes hold keys,
 * not the rows' values) and without truncating the file's empty tail, which would lock the table
 * out for a moment. One at a time per table: calls made while one runs share the next one.
 */
export function vacuumPostgresTable<schema>(db: Kysely<schema>) {
  type Vacuums = { running: Promise<void> | undefined; queued: Promise<void> | undefined }
  const tables = new Map<string, Vacuums>()
  const start = (table: string, vacuums: Vacuums) => {
    const running = sql`vacuum (index_cleanup off, truncate off) ${sql.table(table)}`
      .execute(db)
      .then(() => undefined)
      .finally(() => {
        vacuums.running = undefined
      })
    vacuums.running = running
    return running
  }
  return (table: string): Promise<void> => {
    const vacuums = tables.get(table) ?? { running: undefined, queued: undefined }
    tables.set(table, vacuums)
    if (!vacuums.running) return start(table, vacuums)
    vacuums.queued ??= vacuums.running
      .catch(() => undefined)
      .then(() => {
        vacuums.queued = undefined
        return start(table, vacuums)
      })
    return vacuums.queued
  }
}
