import { resolve } from 'node:path'
import { type RunningService, spawnService } from '@tessera/stack'

const repoRoot = resolve(import.meta.dirname, '..')

export type StartAppProcessParameters = {
  readonly name: string
  readonly port: number
  /** The app's entry, relative to the repository: `apps/server/src/main.ts`. */
  readonly entry: string
  /** The app's own settings; PORT and HOST are set here. */
  readonly env: Readonly<Record<string, string>>
  /** CPUs to pin the process to (`taskset -c`, e.g. `'0'`), for a per-core measure. */
  readonly cpus?: string
  /** The address it listens on and answers `/health` at; default 127.0.0.1. */
  readonly host?: string
  /** A command that runs it elsewhere, put before everything else: `ip netns exec {namespace}`. */
  readonly launcher?: readonly string[]
}

/**
 * Runs one of the repository's Node apps (server, key node) as a child process through tsx and
 * waits until its `/health` answers. An outer DATABASE_URL is not passed on: a stack app uses
 * SQLite under the data folder unless `env` gives it one.
 */
export function startAppProcess(parameters: StartAppProcessParameters): Promise<RunningService> {
  const { name, port, entry, env, cpus, host = '127.0.0.1', launcher = [] } = parameters
  const { DATABASE_URL: _, ...inherited } = process.env
  const node = [process.execPath, '--import', 'tsx', resolve(repoRoot, entry)]
  // taskset execs the command: the pid stays the app's own.
  const pinned = cpus === undefined ? node : ['taskset', '-c', cpus, ...node]
  const [command = '', ...args] = [...launcher, ...pinned]
  return spawnService({
    name,
    port,
    command,
    args,
    env: { ...inherited, ...env, PORT: String(port), HOST: host },
    isReady: async () => (await fetch(`http://${host}:${port}/health`)).ok,
  })
}
