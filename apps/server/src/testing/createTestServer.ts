import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createDatabase } from '@tessera/test-utils'
import type { FastifyInstance } from 'fastify'
import { buildServer } from '../buildServer.js'
import { readServerConfig, type ServerConfig } from '../config/readServerConfig.js'
import { createServerContext } from '../createServerContext.js'
import type { ServerContext } from '../ServerContext.js'

/** Set by the `integration-postgres` Vitest project: the suite then runs on PostgreSQL. */
export const testPostgresUrlVariable = 'TESSERA_TEST_POSTGRES_URL'

export const testWalletUrl = 'http://localhost:5173'

export type TestServer = {
  readonly app: FastifyInstance
  readonly context: ServerContext
  close(): Promise<void>
}

/**
 * A real server on a fresh database: SQLite in a temporary folder, or a new database on the
 * PostgreSQL cluster the `integration-postgres` project started. `options.now` replaces the
 * context's clock, so a test can move past a day-long window without waiting for it.
 */
export async function createTestServer(
  overrides: Partial<ServerConfig> = {},
  options: { readonly now?: () => number } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-server-'))
  const postgresUrl = process.env[testPostgresUrlVariable]
  const databaseUrl = postgresUrl
    ? await createDatabase(postgresUrl, `t_${randomBytes(6).toString('hex')}`)
    : undefined
  const config: ServerConfig = {
    ...readServerConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WALLET_URL: testWalletUrl }),
    databaseUrl,
    ...overrides,
  }
  const created = await createServerContext(config)
  const context = { ...created, now: options.now ?? created.now }
  const app = buildServer(context)
  await app.ready()
  return {
    app,
    context,
    close: async () => {
      await app.close()
      await context.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
