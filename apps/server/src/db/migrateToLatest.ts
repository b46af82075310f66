import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely'
import { m0001_initial } from './migrations/m0001_initial.js'
import { m0002_appWalletPolicy } from './migrations/m0002_appWalletPolicy.js'
import { m0003_credConfirmation } from './migrations/m0003_credConfirmation.js'
import { m0004_otpFailures } from './migrations/m0004_otpFailures.js'
import type { Database } from './schema.js'

/** Every migration, in order. Never edit a released one: add the next. */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001_initial': m0001_initial,
  '0002_app_wallet_policy': m0002_appWalletPolicy,
  '0003_cred_confirmation': m0003_credConfirmation,
  '0004_otp_failures': m0004_otpFailures,
}

const provider: MigrationProvider = { getMigrations: async () => ({ ...migrations }) }

/** Applies the migrations not yet applied; throws naming the one that failed. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results = [] } = await new Migrator({ db, provider }).migrateToLatest()
  const failed = results.find((r) => r.status === 'Error')
  if (error || failed)
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed`, { cause: error })
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
