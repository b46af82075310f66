import { type Kysely, type Migration, Migrator } from 'kysely'

/** Applies the migrations not yet applied, in name order; throws naming the one that failed. */
export async function runMigrations<schema>(
  db: Kysely<schema>,
  migrations: Readonly<Record<string, Migration>>,
): Promise<string[]> {
  const migrator = new Migrator({
    db: db as Kysely<unknown>,
    provider: { getMigrations: async () => ({ ...migrations }) },
  })
  const { error, results = [] } = await migrator.migrateToLatest()
  const failed = results.find((r) => r.status === 'Error')
  if (error || failed)
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed`, { cause: error })
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
