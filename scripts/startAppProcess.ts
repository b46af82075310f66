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
}

/**
 * Runs one of the repository's Node apps (server, key node) as a child process through tsx and
 * waits until its `/health` answers. Stack apps always use SQLite under the data folder, so an
 * outer DATABASE_URL is not passed on.
 */
export function startAppProcess(parameters: StartAppProcessParameters): Promise<RunningService> {
  const { name, port, entry, env, cpus } = parameters
  const { DATABASE_URL: _, ...inherited } = process.env
  const node = [process.execPath, '--import', 'tsx', resolve(repoRoot, entry)]
  // taskset execs the command: the pid stays the app's own.
  const [command = '', ...args] = cpus === undefined ? node : ['taskset', '-c', cpus, ...node]
  return spawnService({
    name,
    port,
    command,
    args,
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1' },
    isReady: async () => (await fetch(`http://127.0.0.1:${port}/health`)).ok,
  })
}
