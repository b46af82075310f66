import { join } from 'node:path'
import {
  deployFixtures,
  devnetChain,
  devnetChainSpecs,
  startAnvil,
  startFixtureServer,
} from '@tessera/devnet'
import { type ServiceDefinition, type Stack, startStack } from '@tessera/stack'
import { type StackConfig, stackPorts } from './stackConfig.js'

export type LocalStack = {
  readonly stack: Stack
  readonly chains: readonly { id: number; name: string; rpcUrl: string }[]
  readonly fixtureServerUrl: string
  readonly fixtures: Awaited<ReturnType<typeof deployFixtures>>
}

/**
 * Starts everything `npm start` runs (today: two anvil chains and the fixture server), then
 * deploys the fixtures on each chain. Stops what it started when any step fails.
 */
export async function startLocalStack(config: StackConfig): Promise<LocalStack> {
  const ports = stackPorts(config)
  const fixturesPort = ports.fixtures
  const fixtureServerUrl = `http://127.0.0.1:${fixturesPort}`
  const chains = devnetChainSpecs.map((spec, index) => {
    const port = ports.chains[index] ?? config.portBase
    return { spec, port, rpcUrl: `http://127.0.0.1:${port}` }
  })

  const services: ServiceDefinition[] = [
    ...chains.map(({ spec, port, rpcUrl }) => ({
      name: `chain ${spec.id} (anvil)`,
      port,
      url: rpcUrl,
      start: () =>
        startAnvil({
          name: `chain ${spec.id} (anvil)`,
          chainId: spec.id,
          port,
          statePath: join(config.dataDir, 'chains', `${spec.id}.json`),
        }),
    })),
    {
      name: 'fixture server',
      port: fixturesPort,
      url: fixtureServerUrl,
      start: () => startFixtureServer({ port: fixturesPort }),
    },
  ]

  const stack = await startStack(services)
  try {
    let fixtures: LocalStack['fixtures'] | undefined
    for (const { spec, rpcUrl } of chains)
      fixtures = await deployFixtures({
        chain: devnetChain(spec, rpcUrl),
        rpcUrl,
        fixtureServerUrl,
      })
    if (!fixtures) throw new Error('no devnet chains configured')
    return {
      stack,
      chains: chains.map(({ spec, rpcUrl }) => ({ id: spec.id, name: spec.name, rpcUrl })),
      fixtureServerUrl,
      fixtures,
    }
  } catch (error) {
    await stack.stop()
    throw error
  }
}
