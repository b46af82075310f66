import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { ensureDebianPackage } from './ensureDebianPackage.js'

const postgresRoot = '/usr/lib/postgresql'

/**
 * Returns Debian's PostgreSQL binaries folder (`/usr/lib/postgresql/<version>/bin`), the highest
 * version present. As root it installs the `postgresql` package when none is; otherwise it fails
 * saying what to install. apt does not start a system cluster for us, and none is needed.
 */
export function ensurePostgres(): string {
  ensureDebianPackage({
    packageName: 'postgresql',
    what: `PostgreSQL in ${postgresRoot}/<version>/bin`,
    isInstalled: () => findPostgresBinDir() !== undefined,
  })
  const binDir = findPostgresBinDir()
  if (!binDir) throw new Error(`PostgreSQL binaries vanished from ${postgresRoot}`)
  return binDir
}

/** The `bin` folder of the highest PostgreSQL version installed, if any. */
export function findPostgresBinDir(): string | undefined {
  if (!existsSync(postgresRoot)) return undefined
  const [highest] = readdirSync(postgresRoot)
    .filter((version) => /^\d+(\.\d+)?$/.test(version))
    .filter((version) => existsSync(join(postgresRoot, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))
  return highest === undefined ? undefined : join(postgresRoot, highest, 'bin')
}
