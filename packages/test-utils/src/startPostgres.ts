import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createDatabase } from './createDatabase.js'
import { ensurePostgres } from './ensurePostgres.js'
import { findFreePortBase } from './findFreePortBase.js'
import { runTool } from './runTool.js'

/** The database every started cluster has; add more with `createDatabase`. */
export const testDatabaseName = 'tessera_test'

const startTimeoutS = 30
// Trust auth for the `postgres` superuser, no fsync while writing files, a locale every machine has.
const initdbFlags = ['-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']
const logTailChars = 1_000

export type StartedPostgres = {
  /** `postgresql://postgres@127.0.0.1:{port}/tessera_test`, no password (trust auth). */
  readonly url: string
  /** Stops the server (`pg_ctl stop -m fast`) and deletes its folder. Safe to call twice. */
  stop(): Promise<void>
}

type Cluster = { readonly dir: string; readonly pgCtl: (args: readonly string[]) => string[] }

// Whatever way the test process exits, the clusters it started go with it.
const liveClusters = new Set<Cluster>()
process.on('exit', () => {
  for (const cluster of liveClusters) stopNow(cluster)
})

/**
 * Starts a throwaway PostgreSQL cluster from the machine's binaries on a free port of 127.0.0.1,
 * with fsync off. As root it runs the server as the `postgres` user, which PostgreSQL requires.
 */
export async function startPostgres(): Promise<StartedPostgres> {
  const binDir = ensurePostgres()
  const isRoot = process.getuid?.() === 0
  // As root the server runs as `postgres`, which must reach the folder: /tmp is world-traversable.
  const dir = await mkdtemp(join(isRoot ? '/tmp' : tmpdir(), 'tessera-pg-'))
  const asOwner = (tool: string, args: readonly string[]): string[] =>
    isRoot
      ? ['runuser', '-u', 'postgres', '--', join(binDir, tool), ...args]
      : [join(binDir, tool), ...args]
  const cluster: Cluster = {
    dir,
    pgCtl: (args) => asOwner('pg_ctl', ['-D', join(dir, 'data'), ...args]),
  }
  const run = ([command = '', ...args]: string[]) => runTool(command, args, { cwd: dir })

  try {
    if (isRoot) await runTool('chown', ['postgres', dir])
    await run(asOwner('initdb', ['-D', join(dir, 'data'), ...initdbFlags]))
    const port = await findFreePortBase(1)
    const serverOptions = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ')
    liveClusters.add(cluster)
    await run(
      cluster.pgCtl([
        '-l',
        join(dir, 'postgres.log'),
        '-w',
        '-t',
        `${startTimeoutS}`,
        '-o',
        serverOptions,
        'start',
      ]),
    )
    const url = await createDatabase(
      `postgresql://postgres@127.0.0.1:${port}/postgres`,
      testDatabaseName,
    )
    let stopped: Promise<void> | undefined
    const stop = () => {
      stopped ??= run(cluster.pgCtl(['-m', 'fast', '-w', 'stop'])).then(async () => {
        liveClusters.delete(cluster)
        await rm(dir, { recursive: true, force: true })
      })
      return stopped
    }
    return { url, stop }
  } catch (error) {
    const log = readLogTail(dir)
    stopNow(cluster)
    const problem = error instanceof Error ? error.message : String(error)
    throw new Error(`PostgreSQL did not start: ${problem}${log ? `\nlog: ${log}` : ''}`, {
      cause: error,
    })
  }
}

/** Stops a cluster at once, synchronously, and deletes its folder; for exits and failed starts. */
function stopNow(cluster: Cluster): void {
  liveClusters.delete(cluster)
  const [command = '', ...args] = cluster.pgCtl(['-m', 'immediate', '-w', 'stop'])
  try {
    execFileSync(command, args, { cwd: cluster.dir, stdio: 'ignore' })
  } catch {
    // The server was not running (or never started): nothing left to stop.
  }
  rmSync(cluster.dir, { recursive: true, force: true })
}

function readLogTail(dir: string): string {
  try {
    return readFileSync(join(dir, 'postgres.log'), 'utf8').trim().slice(-logTailChars)
  } catch {
    // No log yet: the failure came before the server was started.
    return ''
  }
}
