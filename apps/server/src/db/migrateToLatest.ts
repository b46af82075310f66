import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely'
import { m0001_initial } from './migrations/m0001_initial.js'
import type { Database } from './schema.js'

/** Every migration, in order. Never edit a released one: add the next. */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001_initial': m0001_initial,
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
