import { existsSync } from 'node:fs'
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type RunningService, spawnService } from '@tessera/stack'
import { aptInstallCommand, type EnsureDebianPackageParameters } from '@tessera/test-utils'
import { balancerConfig } from './balancerConfig.js'

/** Debian's nginx (package `nginx`), the load balancer of `npm run start:scaled`. */
export const nginxPath = '/usr/sbin/nginx'

/** nginx as a Debian package: what `ensureDebianPackage` installs for the fault test. */
export const nginxPackage: EnsureDebianPackageParameters = {
  packageName: 'nginx',
  what: `nginx at ${nginxPath}`,
  isInstalled: () => existsSync(nginxPath),
}

// Debian's unprivileged user and group: nginx runs as them when started by root.
const unprivileged = { user: 'nobody', group: 'nogroup', uid: 65_534, gid: 65_534 }

/** Fails naming the apt command unless Debian's nginx is installed. */
export function requireNginx(): void {
  if (!nginxPackage.isInstalled())
    throw new Error(
      `${nginxPackage.what} is missing. Install it as root: ${aptInstallCommand('nginx')}`,
    )
}

export type StartBalancerParameters = {
  readonly name: string
  /** The port it listens on, at every address of `addresses` (127.0.0.1 first). */
  readonly port: number
  readonly addresses: readonly string[]
  /** The server instances, `address:port`. */
  readonly upstreams: readonly string[]
}

export type Balancer = RunningService & {
  /** Where its config, pid file, logs and temporary files are, until it stops. */
  readonly dir: string
}

/**
 * Runs the production balancer config (deploy/balancer/nginx.conf) in Debian's nginx on this
 * machine, unprivileged, with every file it writes in a temporary folder, and resolves once a
 * server answers `/health` through it. Fails naming the apt command when nginx is missing.
 */
export async function startBalancer(parameters: StartBalancerParameters): Promise<Balancer> {
  const { name, port, addresses, upstreams } = parameters
  requireNginx()
  const dir = await mkdtemp('/tmp/tessera-balancer-')
  const isRoot = process.getuid?.() === 0
  if (isRoot) await chown(dir, unprivileged.uid, unprivileged.gid)
  const configFile = join(dir, 'nginx.conf')
  const listen = addresses.map((address) => `${address}:${port}`)
  await writeFile(configFile, balancerConfig({ listen, upstreams, dir }))
  const nginx = [nginxPath, '-p', dir, '-c', configFile, '-e', join(dir, 'error.log')]
  // setpriv execs nginx: the pid is nginx's own, and stopping it reaches nginx.
  const asUser = [
    'setpriv',
    `--reuid=${unprivileged.user}`,
    `--regid=${unprivileged.group}`,
    '--clear-groups',
  ]
  const [command = '', ...args] = isRoot ? [...asUser, ...nginx] : nginx
  try {
    const service = await spawnService({
      name,
      port,
      command,
      args,
      isReady: async () => (await fetch(`http://${addresses[0]}:${port}/health`)).ok,
    })
    return {
      ...service,
      dir,
      stop: async () => {
        await service.stop()
        await rm(dir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
}
