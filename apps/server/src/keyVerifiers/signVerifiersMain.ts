// `npm run keys:sign-verifiers -- …`: signs the key nodes' verifier config from the server's database.
import { appRepository } from '../apps/appRepository.js'
import { readServerConfig } from '../config/readServerConfig.js'
import { createDatabase } from '../db/createDatabase.js'
import { migrateToLatest } from '../db/migrateToLatest.js'
import { runSignVerifiers } from './runSignVerifiers.js'

try {
  const config = readServerConfig()
  const { db } = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  await migrateToLatest(db)
  const code = await runSignVerifiers(process.argv.slice(2), {
    listApps: () => appRepository(db).list(),
    print: (line) => process.stdout.write(`${line}\n`),
  })
  await db.destroy()
  process.exit(code)
} catch (error) {
  process.stderr.write(
    `keys:sign-verifiers failed: ${error instanceof Error ? error.message : String(error)}\n`,
  )
  process.exit(1)
}
