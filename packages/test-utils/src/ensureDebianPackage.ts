import { execFileSync } from 'node:child_process'

// Test files run in parallel workers: one lock keeps two of them from running apt at once.
const aptLockPath = '/tmp/tessera-apt.lock'

export type EnsureDebianPackageParameters = {
  /** The Debian package that provides the tool, e.g. `redis-server`. */
  readonly packageName: string
  /** What is missing, for messages, e.g. `redis-server at /usr/bin/redis-server`. */
  readonly what: string
  /** True once the tool is on the machine. */
  readonly isInstalled: () => boolean
}

/** The command that installs a Debian package, as given to people and run as root. */
export function aptInstallCommand(packageName: string): string {
  return `apt-get update && apt-get install -y ${packageName}`
}

/**
 * Makes sure a tool from a Debian package is present. As root it installs the package with apt;
 * otherwise it fails saying exactly what to run. Never downloads anything from elsewhere.
 */
export function ensureDebianPackage({
  packageName,
  what,
  isInstalled,
}: EnsureDebianPackageParameters): void {
  if (isInstalled()) return
  const command = aptInstallCommand(packageName)
  if (process.getuid?.() !== 0)
    throw new Error(`${what} is missing. Install it as root: ${command}`)
  process.stderr.write(`${what} is missing; installing: ${command}\n`)
  execFileSync('flock', [aptLockPath, 'sh', '-c', command], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (!isInstalled())
    throw new Error(`apt-get installed ${packageName} but ${what} is still missing`)
}
