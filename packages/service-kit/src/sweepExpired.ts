import { type Kysely, sql } from 'kysely'

const sweepIntervalMs = 60_000
const lastSweeps = new WeakMap<object, Map<string, number>>()

/**
 * Deletes a table's expired rows (its `expires_at`, indexed) at most once a minute per table and
 * process, instead of on every request. Reads still check expiry themselves.
 */
export async function sweepExpired(db: Kysely<unknown>, table: string): Promise<void> {
  const now = Date.now()
  const sweeps = lastSweeps.get(db) ?? new Map<string, number>()
  lastSweeps.set(db, sweeps)
  if (now - (sweeps.get(table) ?? 0) < sweepIntervalMs) return
  sweeps.set(table, now)
  await sql`delete from ${sql.table(table)} where expires_at < ${now}`.execute(db)
}
