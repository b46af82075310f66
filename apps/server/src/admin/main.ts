// `npm run admin -- …`: the admin CLI's process.
import { appRepository } from '../apps/appRepository.js'
import { chainRepository } from '../chains/chainRepository.js'
import { readServerConfig } from '../config/readServerConfig.js'
import { createDatabase } from '../db/createDatabase.js'
import { migrateToLatest } from '../db/migrateToLatest.js'
import { runAdmin } from './runAdmin.js'

const print = (line: string) => process.stdout.write(`${line}\n`)
try {
  const config = readServerConfig()
  const { db } = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  await migrateToLatest(db)
  const code = await runAdmin(process.argv.slice(2), {
    apps: appRepository(db),
    chains: chainRepository(db),
    print,
  })
  await db.destroy()
  process.exit(code)
} catch (error) {
  process.stderr.write(`admin failed: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}
