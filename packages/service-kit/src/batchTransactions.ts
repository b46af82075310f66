import { type Kysely, sql } from 'kysely'

type Queued<schema> = {
  readonly work: (db: Kysely<schema>) => Promise<unknown>
  readonly resolve: (value: unknown) => void
  readonly reject: (reason: unknown) => void
  /** When another process first held the write lock this unit waited for. */
  lockedOutSince?: number
}

/** SQLite's answer when another connection holds the lock it asked for. */
const isLockedOut = (error: unknown) =>
  typeof (error as { code?: unknown })?.code === 'string' &&
  (error as { code: string }).code.startsWith('SQLITE_BUSY')

/**
 * Group commit for SQLite: the units of work handed over in one turn of the event loop run one
 * after another in a single transaction, each in a savepoint of its own. A busy service commits
 * once a turn instead of once a request (a commit writes whole pages to the log, and the worker
 * processes of a cluster wait for each other's), and each caller still gets its own outcome: a
 * unit that throws undoes only its own writes and rejects alone. If the transaction itself fails
 * (a constraint checked at commit), nothing of it is written and each unit runs again in a
 * transaction of its own, so only a unit at fault fails; units must therefore touch nothing but
 * the database. The transaction takes the write lock as it begins (`begin immediate`), so a unit
 * that reads before it writes never finds its snapshot overtaken by another process. SQLite only:
 * it has one writer at a time anyway, whereas concurrent batches on PostgreSQL could deadlock by
 * taking the same rows in other orders.
 *
 * While another process holds the write lock, the batch waits without blocking the event loop
 * (SQLite's own busy handler sleeps in the thread, stalling every request of the process for up
 * to tens of milliseconds): it tries again on a later turn, joined by the units handed over
 * meanwhile, and a unit that has waited `lockWaitMs` fails with SQLite's SQLITE_BUSY error.
 * The connection's own `busy_timeout` is `lockWaitMs` too, for statements outside batches.
 */
export function batchTransactions<schema>(db: Kysely<schema>, options: { lockWaitMs: number }) {
  let queue: Queued<schema>[] = []

  const flush = () => {
    const batch = queue
    queue = []
    if (batch.length > 0) void runBatch(batch)
  }

  const lockedOut = (batch: Queued<schema>[], error: unknown) => {
    const now = performance.now()
    const firstTry = batch[0]?.lockedOutSince === undefined
    const waiting = batch.filter((unit) => {
      unit.lockedOutSince ??= now
      if (now - unit.lockedOutSince < options.lockWaitMs) return true
      unit.reject(error)
      return false
    })
    if (waiting.length === 0) return
    const scheduled = queue.length > 0
    queue = [...waiting, ...queue]
    // Most transactions hold the lock for well under a millisecond: first try again as soon as
    // this turn's other work is done, then every millisecond.
    if (!scheduled) firstTry ? setImmediate(flush) : setTimeout(flush, 1)
  }

  const runBatch = async (batch: Queued<schema>[]) => {
    const outcomes: { ok: boolean; value: unknown }[] = []
    let refusal: unknown
    try {
      await db.connection().execute(async (connection) => {
        await sql.raw('pragma busy_timeout = 0').execute(connection)
        try {
          await sql`begin immediate`.execute(connection)
        } catch (error) {
          if (!isLockedOut(error)) throw error
          refusal = error
          return
        } finally {
          await sql.raw(`pragma busy_timeout = ${options.lockWaitMs}`).execute(connection)
        }
        try {
          for (const { work } of batch) {
            await sql`savepoint unit`.execute(connection)
            try {
              outcomes.push({ ok: true, value: await work(connection) })
            } catch (error) {
              await sql`rollback to savepoint unit`.execute(connection)
              outcomes.push({ ok: false, value: error })
            }
            await sql`release savepoint unit`.execute(connection)
          }
          await sql`commit`.execute(connection)
        } catch (error) {
          await sql`rollback`.execute(connection)
          throw error
        }
      })
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error)
      else for (const unit of batch) void runBatch([unit])
      return
    }
    if (refusal) {
      lockedOut(batch, refusal)
      return
    }
    batch.forEach(({ resolve, reject }, i) => {
      const outcome = outcomes[i]
      if (outcome?.ok) resolve(outcome.value)
      else reject(outcome?.value)
    })
  }

  /** Runs `work` in the next batch's transaction and answers what it answers. */
  return function inBatch<result>(work: (db: Kysely<schema>) => Promise<result>) {
    return new Promise<result>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject })
      if (queue.length === 1) setImmediate(flush)
    })
  }
}
