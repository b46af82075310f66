import { resolve } from 'node:path'
import { type RunningService, spawnService } from '@tessera/stack'

const repoRoot = resolve(import.meta.dirname, '..')
const serverEntry = resolve(repoRoot, 'apps/server/src/main.ts')

export type StartServerServiceParameters = {
  readonly name: string
  readonly port: number
  readonly dataDir: string
  readonly walletUrl: string
  readonly smtpUrl: string
}

/** Runs the Tessera server (gateway + auth) as a child process and waits for `/health`. */
export function startServerService(
  parameters: StartServerServiceParameters,
): Promise<RunningService> {
  const { name, port, dataDir, walletUrl, smtpUrl } = parameters
  const url = `http://127.0.0.1:${port}`
  // The stack's server always uses SQLite under the data folder.
  const { DATABASE_URL: _, ...withoutDatabaseUrl } = process.env
  return spawnService({
    name,
    port,
    command: process.execPath,
    args: ['--import', 'tsx', serverEntry],
    env: {
      ...withoutDatabaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      WALLET_URL: walletUrl,
      SMTP_URL: smtpUrl,
      LOG_LEVEL: 'warn',
    },
    isReady: async () => (await fetch(`${url}/health`)).ok,
  })
}
