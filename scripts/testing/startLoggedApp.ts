import { type ChildProcess, spawn } from 'node:child_process'
import { closeSync, openSync } from 'node:fs'
import { resolve } from 'node:path'
import { waitUntil } from '@tessera/stack'

const repoRoot = resolve(import.meta.dirname, '../..')
// Generous: on a busy 2-core machine each app compiles with tsx before it listens.
const readyTimeoutMs = 180_000

// However the test process ends, the apps it started go with it.
const liveChildren = new Set<ChildProcess>()
process.on('exit', () => {
  for (const child of liveChildren) child.kill('SIGKILL')
})

export type LoggedApp = {
  /** Stops the app and waits until it has ended, so its log file is complete. */
  stop(): Promise<void>
}

/**
 * Runs one of the repository's Node apps (server, key node) as a deployed process is run: its
 * stdout and stderr appended to `logFile`, as a supervisor (systemd, a container runtime) keeps
 * them. Resolves once `/health` answers on `port`.
 */
export async function startLoggedApp(parameters: {
  /** The app's entry, relative to the repository: `apps/server/src/main.ts`. */
  readonly entry: string
  readonly port: number
  readonly env: Readonly<Record<string, string>>
  readonly logFile: string
}): Promise<LoggedApp> {
  const { entry, port, env, logFile } = parameters
  const { DATABASE_URL: _, ...inherited } = process.env
  const log = openSync(logFile, 'a')
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(repoRoot, entry)], {
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  })
  closeSync(log)
  liveChildren.add(child)
  const exited = new Promise<void>((done) =>
    child.once('exit', () => {
      liveChildren.delete(child)
      done()
    }),
  )
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  try {
    await waitUntil(async () => (await fetch(`http://127.0.0.1:${port}/health`)).ok, {
      timeoutMs: readyTimeoutMs,
      abort: exited.then(() => `${entry} exited before it was ready; see ${logFile}`),
    })
  } catch (error) {
    await stop()
    throw error
  }
  return { stop }
}
