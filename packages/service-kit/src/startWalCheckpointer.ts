import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

// The thread's own code: plain CommonJS, so it runs the same under tsx, Vitest and plain Node.
const threadSource = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driver)
const db = new Database(workerData.file)
db.pragma('synchronous = NORMAL')
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)')
  } catch (error) {
    parentPort.postMessage(String(error))
  }
}, workerData.everyMs)
parentPort.on('message', () => {
  clearInterval(timer)
  db.close()
  parentPort.close()
})
`

/**
 * Copies an SQLite database's write-ahead log into the database file every `everyMs`, on a
 * thread with a connection of its own, so that the connection serving requests never does (it
 * runs with `wal_autocheckpoint = 0`). A checkpoint syncs the log and then the file, which on the
 * event loop stalls every request for that long. PASSIVE: it never waits for readers or writers;
 * what it cannot copy now it copies next time, and when several processes of a service each run
 * one, all but one find the checkpoint busy and skip.
 */
export function startWalCheckpointer(options: {
  readonly file: string
  readonly everyMs: number
  /** Hears a checkpoint that failed (the thread goes on). */
  readonly onError: (message: string) => void
}): { stop(): void } {
  const thread = new Worker(threadSource, {
    eval: true,
    workerData: {
      file: options.file,
      everyMs: options.everyMs,
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
    },
  })
  thread.on('message', (message) => options.onError(String(message)))
  thread.on('error', (error) => options.onError(String(error)))
  // A process whose work is done exits without waiting for its checkpointer.
  thread.unref()
  // It closes its connection and ends on its own: the database may close meanwhile.
  return { stop: () => thread.postMessage('stop') }
}
