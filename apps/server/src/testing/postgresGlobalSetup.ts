import { startPostgres } from '@tessera/test-utils'
import { testPostgresUrlVariable } from './createTestServer.js'

/** Vitest global setup of the `integration-postgres` project: one throwaway cluster per run. */
export default async function setup() {
  const postgres = await startPostgres()
  process.env[testPostgresUrlVariable] = postgres.url
  return () => postgres.stop()
}
