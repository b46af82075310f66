import { type Kysely, sql } from 'kysely'

type Queued<schema> = {
  readonly work: (db: Kysely<schema>) => Promise<unknown>
  readonly resolve: (value: unknown) => void
  readonly reject: (reason: unknown) => void
}

type Attempt =
  | { readonly kind: 'done'; readonly outcomes: readonly { ok: boolean; value: unknown }[] }
  | { readonly kind: 'lockedOut'; readonly error: unknown }

/** SQLite's answer when another connection holds the lock it asked for. */
const isLockedOut = (error: unknown) =>
  typeof (error as { code?: unknown })?.code === 'string' &&
  (error as { code: string }).code.startsWith('SQLITE_BUSY')

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))
const oneMillisecond = () => new Promise<void>((resolve) => setTimeout(resolve, 1))

/**
 * Group commit for SQLite: the units of work handed over in one turn of the event loop run one
 * after another in a single transaction, each in a savepoint of its own. A busy service commits
 * once a turn instead of once a request (a commit writes whole pages to the log, and the worker
 * processes of a cluster wait for each other's), and each caller still gets its own outcome: a
 * unit that throws undoes only its own writes and rejects alone. If the transaction itself fails
 * (a constraint checked at commit), nothing of it is written and each unit runs again in a
 * transaction of its own, in the order they were handed over, so only a unit at fault fails;
 * units must therefore touch nothing but the database. The transaction takes the write lock as
 * it begins (`begin immediate`), so a unit that reads before it writes never finds its snapshot
 * overtaken by another process. SQLite only: it has one writer at a time anyway, whereas
 * concurrent batches on PostgreSQL could deadlock by taking the same rows in other orders.
 *
 * While another process holds the write lock, the batch waits without blocking the event loop
 * (SQLite's own busy handler sleeps in the thread, stalling every request of the process for up
 * to tens of milliseconds): it tries again on the next turn, then every millisecond, joined by
 * the units handed over meanwhile, and fails with SQLite's SQLITE_BUSY error once it has waited
 * `lockWaitMs`. Batches run one at a time, oldest first. The connection's own `busy_timeout` is
 * `lockWaitMs` too, for statements outside batches.
 */
export function batchTransactions<schema>(db: Kysely<schema>, options: { lockWaitMs: number }) {
  let queue: Queued<schema>[] = []
  let running = false

  /** `begin immediate` without waiting: the refusal when another connection holds the lock. */
  const refusedLock = async (connection: Kysely<schema>): Promise<unknown> => {
    await sql.raw('pragma busy_timeout = 0').execute(connection)
    const begun = await sql`begin immediate`.execute(connection).then(
      () => ({ ok: true as const }),
      (error: unknown) => ({ ok: false as const, error }),
    )
    try {
      await sql.raw(`pragma busy_timeout = ${options.lockWaitMs}`).execute(connection)
    } catch (error) {
      if (begun.ok) await sql`rollback`.execute(connection)
      throw error
    }
    if (begun.ok) return undefined
    if (isLockedOut(begun.error)) return begun.error
    throw begun.error
  }

  /** One try: the batch in one transaction, or the refusal of the lock. Throws if it failed. */
  const attempt = (batch: readonly Queued<schema>[]) =>
    db.connection().execute(async (connection): Promise<Attempt> => {
      const refusal = await refusedLock(connection)
      if (refusal) return { kind: 'lockedOut', error: refusal }
      const outcomes: { ok: boolean; value: unknown }[] = []
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
      return { kind: 'done', outcomes }
    })

  /**
   * Runs `batch` until it commits, fails, or has waited `lockWaitMs` for the lock. A batch of the
   * queue takes in the units handed over while it waits; a unit run alone stays alone.
   */
  const runBatch = async (first: Queued<schema>[], alone: boolean): Promise<void> => {
    let batch = first
    let lockedOutSince: number | undefined
    for (let tries = 0; ; tries++) {
      let result: Attempt
      try {
        result = await attempt(batch)
      } catch (error) {
        if (batch.length === 1) batch[0]?.reject(error)
        else for (const unit of batch) await runBatch([unit], true)
        return
      }
      if (result.kind === 'done') {
        batch.forEach(({ resolve, reject }, i) => {
          const outcome = result.outcomes[i]
          if (outcome?.ok) resolve(outcome.value)
          else reject(outcome?.value)
        })
        return
      }
      lockedOutSince ??= performance.now()
      if (performance.now() - lockedOutSince >= options.lockWaitMs) {
        for (const unit of batch) unit.reject(result.error)
        return
      }
      // Most transactions hold the lock for well under a millisecond.
      await (tries === 0 ? nextTurn() : oneMillisecond())
      if (!alone) {
        batch = [...batch, ...queue]
        queue = []
      }
    }
  }

  const drain = async () => {
    running = true
    try {
      while (queue.length > 0) {
        const batch = queue
        queue = []
        await runBatch(batch, false)
      }
    } finally {
      running = false
    }
  }

  /** Runs `work` in the next batch's transaction and answers what it answers. */
  return function inBatch<result>(work: (db: Kysely<schema>) => Promise<result>) {
    return new Promise<result>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject })
      if (queue.length === 1 && !running) setImmediate(() => void drain())
    })
  }
}
