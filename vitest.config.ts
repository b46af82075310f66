import { defineConfig } from 'vitest/config'

const sources = ['packages/*/{src,scripts}/**', 'apps/*/src/**', 'scripts/**']
const testsMatching = (suffix: string) =>
  sources.flatMap((glob) => [`${glob}/*${suffix}`, `${glob}/*${suffix.replace(/ts$/, 'tsx')}`])

/**
 * Three suites, told apart by file name: `x.test.ts` (unit, no processes),
 * `x.integration.test.ts` (real local services: anvil, servers, databases; the server's run
 * twice, on SQLite and on PostgreSQL) and
 * `x.browser.test.ts` (real Chromium through playwright-core).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: testsMatching('.test.ts'),
          exclude: [...testsMatching('.integration.test.ts'), ...testsMatching('.browser.test.ts')],
        },
      },
      {
        test: {
          name: 'integration',
          include: testsMatching('.integration.test.ts'),
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The server's integration suite again, on a real PostgreSQL server.
          name: 'integration-postgres',
          include: [
            'apps/server/src/**/*.integration.test.ts',
            'apps/keynode/src/**/*.integration.test.ts',
          ],
          globalSetup: ['apps/server/src/testing/postgresGlobalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: testsMatching('.browser.test.ts'),
          globalSetup: ['scripts/browserGlobalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
