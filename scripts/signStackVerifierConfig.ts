import type { OperatorKey, VerifierConfig } from '@tessera/service-kit'
import { appRepository } from '../apps/server/src/apps/appRepository.js'
import { createDatabase } from '../apps/server/src/db/createDatabase.js'
import { migrateToLatest } from '../apps/server/src/db/migrateToLatest.js'
import { publishVerifierConfig } from '../apps/server/src/keyVerifiers/publishVerifierConfig.js'

/**
 * Signs the verifier config the stack's key nodes pin (issue #15) from every app in the stack
 * server's database, as `npm run keys:sign-verifiers` does: run after the demo apps are
 * registered, before the nodes start. Each run takes the next serial.
 */
export async function signStackVerifierConfig(parameters: {
  /** The server's SQLite folder. */
  readonly serverDataDir: string
  /** The server's PostgreSQL instead, when it runs on one (`npm run start:scaled`). */
  readonly databaseUrl?: string | undefined
  readonly operatorKey: OperatorKey
  readonly file: string
}): Promise<VerifierConfig> {
  const { db } = createDatabase({
    databaseUrl: parameters.databaseUrl,
    dataDir: parameters.serverDataDir,
  })
  try {
    await migrateToLatest(db)
    return publishVerifierConfig({
      apps: await appRepository(db).list(),
      operatorKey: parameters.operatorKey,
      file: parameters.file,
    })
  } finally {
    await db.destroy()
  }
}
