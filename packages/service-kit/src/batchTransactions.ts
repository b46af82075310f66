import { type Kysely, sql, type Transaction } from 'kysely'

type Work<schema> = (trx: Transaction<schema>) => Promise<unknown>
type Queued<schema> = {
  readonly work: Work<schema>
  readonly resolve: (value: unknown) => void
  readonly reject: (reason: unknown) => void
}

/**
 * Group commit: the units of work handed over in one turn of the event loop run one after
 * another in a single transaction, each in a savepoint of its own. A busy service commits once
 * a turn instead of once a request (on SQLite a commit writes whole pages to the log, and
 * worker processes wait for each other's), and each caller still gets its own outcome: a unit
 * that throws undoes only its own writes and rejects alone. If the transaction itself fails (a
 * constraint checked at commit, or on PostgreSQL a deadlock with another batch taking the same
 * keys in another order), nothing of it is written and each unit runs again in a transaction of
 * its own, so only a unit at fault fails. Units must therefore touch nothing but the database.
 */
export function batchTransactions<schema>(db: Kysely<schema>) {
  let queue: Queued<schema>[] = []

  const runBatch = async (batch: Queued<schema>[]) => {
    const outcomes: { ok: boolean; value: unknown }[] = []
    try {
      await db.transaction().execute(async (trx) => {
        for (const { work } of batch) {
          await sql`savepoint unit`.execute(trx)
          try {
            outcomes.push({ ok: true, value: await work(trx) })
          } catch (error) {
            await sql`rollback to savepoint unit`.execute(trx)
            outcomes.push({ ok: false, value: error })
          }
          await sql`release savepoint unit`.execute(trx)
        }
      })
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error)
      else for (const unit of batch) void runBatch([unit])
      return
    }
    batch.forEach(({ resolve, reject }, i) => {
      const outcome = outcomes[i]
      if (outcome?.ok) resolve(outcome.value)
      else reject(outcome?.value)
    })
  }

  /** Runs `work` in the next batch's transaction and answers what it answers. */
  return function inBatch<result>(work: (trx: Transaction<schema>) => Promise<result>) {
    return new Promise<result>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject })
      if (queue.length > 1) return
      setImmediate(() => {
        const batch = queue
        queue = []
        void runBatch(batch)
      })
    })
  }
}
