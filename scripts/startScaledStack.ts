import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { RunningService } from '@tessera/stack'
import {
  findFreePortBase,
  type StartedPostgres,
  type StartedRedis,
  startPostgres,
  startRedis,
} from '@tessera/test-utils'
import { createKeyNodeNamespaces, type KeyNodeNamespaces } from './keyNodeNamespaces.js'
import { keyNetworkSize, type StackConfig, stackPorts } from './stackConfig.js'
import { startAppProcess } from './startAppProcess.js'
import { startBalancer } from './startBalancer.js'
import { type LocalStack, startLocalStack } from './startLocalStack.js'

/** How many server instances run behind the balancer. */
export const serverInstanceCount = 2

export type ServerInstance = {
  readonly name: string
  readonly url: string
  readonly service: RunningService
}

export type ScaledStack = {
  /** The stack as `npm start` has it; its `serverUrl` is the balancer. */
  readonly local: LocalStack
  /** The throwaway data folder (deleted by `stop`). */
  readonly dataDir: string
  /** The server instances behind the balancer, in the order they started. */
  readonly instances: readonly ServerInstance[]
  /** nginx's error log: where it says it passed over an instance. */
  readonly balancerErrorLog: string
  /** The key nodes' namespaces, addresses and links. */
  readonly network: KeyNodeNamespaces
  readonly postgresUrl: string
  readonly redisUrl: string
  /** Stops everything, then deletes the namespaces, the databases and the data folder. */
  stop(): Promise<void>
}

/**
 * The whole local stack with the production topology (issue #18): two server instances on one
 * PostgreSQL and one Redis behind nginx (deploy/balancer/nginx.conf), and each key node in a
 * network namespace of its own with its own address and SQLite database. Everything lives in a
 * throwaway data folder. Needs root (`ip netns`) and Debian's nginx.
 */
export async function startScaledStack(portBase: StackConfig['portBase']): Promise<ScaledStack> {
  const network = await createKeyNodeNamespaces(keyNetworkSize)
  const started: { stop(): Promise<void> }[] = [{ stop: network.remove }]
  let stopped: Promise<void> | undefined
  const stopAll = () => {
    stopped ??= (async () => {
      for (const part of started.toReversed()) await part.stop()
    })()
    return stopped
  }
  try {
    const dataDir = await mkdtemp(join(tmpdir(), 'tessera-scaled-'))
    started.push({ stop: () => rm(dataDir, { recursive: true, force: true }) })
    const postgres: StartedPostgres = await startPostgres()
    started.push(postgres)
    const redis: StartedRedis = await startRedis()
    started.push(redis)
    const instancePortBase = await findFreePortBase(serverInstanceCount)
    const balancerPort = stackPorts({ portBase }).server
    const instances: ServerInstance[] = []
    let balancerDir = ''
    const local = await startLocalStack(
      { dataDir, portBase },
      {
        serverDatabaseUrl: postgres.url,
        startServer: async (env) => {
          // One after the other: the first makes the signing key in the shared data folder.
          try {
            for (let i = 0; i < serverInstanceCount; i++) {
              const port = instancePortBase + i
              const name = `server instance ${i + 1}`
              const service = await startAppProcess({
                name,
                port,
                entry: 'apps/server/src/main.ts',
                // Behind one proxy hop, the balancer, which sets the client's address.
                env: { ...env, DATABASE_URL: postgres.url, REDIS_URL: redis.url, TRUST_PROXY: '1' },
              })
              instances.push({ name, url: `http://127.0.0.1:${port}`, service })
            }
            const balancer = await startBalancer({
              name: 'balancer (nginx)',
              port: balancerPort,
              // The key nodes reach it on the bridge, for the login-token keys.
              addresses: ['127.0.0.1', network.hostAddress],
              upstreams: instances.map(({ url }) => new URL(url).host),
            })
            balancerDir = balancer.dir
            return { ...balancer, stop: () => stopInstances(instances, balancer) }
          } catch (error) {
            await stopInstances(instances)
            throw error
          }
        },
        keyNodeHost: (index) => {
          const node = network.nodes.find((candidate) => candidate.index === index)
          if (!node) throw new Error(`no namespace for key node ${index}`)
          return {
            address: node.address,
            launcher: node.launcher,
            serverUrl: `http://${network.hostAddress}:${balancerPort}`,
          }
        },
      },
    )
    started.push(local.stack)
    return {
      local,
      dataDir,
      instances,
      balancerErrorLog: join(balancerDir, 'error.log'),
      network,
      postgresUrl: postgres.url,
      redisUrl: redis.url,
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}

async function stopInstances(instances: readonly ServerInstance[], balancer?: RunningService) {
  await balancer?.stop()
  for (const { service } of instances) await service.stop()
}
