import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  deployFixtures,
  devnetChain,
  devnetChainSpecs,
  type FixtureServer,
  startAnvil,
  startFixtureServer,
} from '@tessera/devnet'
import type { RunningService } from '@tessera/stack'
import { findFreePortBase } from '@tessera/test-utils'
import type { NetworkConfig } from '../networks/NetworkConfig.js'

export type LocalChains = {
  /** The two devnet chains (31337, 31338) as network configs, RPCs on 127.0.0.1. */
  readonly networks: readonly [NetworkConfig, NetworkConfig]
  readonly fixtureServer: FixtureServer
  stop(): Promise<void>
}

/** Starts both devnet anvil chains with their fixtures, and the fixture metadata server. */
export async function startLocalChains(): Promise<LocalChains> {
  const base = await findFreePortBase(3)
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-engine-'))
  const fixtureServer = await startFixtureServer({ port: base + 2 })
  const services: RunningService[] = [fixtureServer]
  const networks = await Promise.all(
    devnetChainSpecs.map(async (spec, index): Promise<NetworkConfig> => {
      const rpcUrl = `http://127.0.0.1:${base + index}`
      services.push(
        await startAnvil({
          name: `chain ${spec.id}`,
          chainId: spec.id,
          port: base + index,
          statePath: join(dataDir, `${spec.id}.json`),
        }),
      )
      await deployFixtures({
        chain: devnetChain(spec, rpcUrl),
        rpcUrl,
        fixtureServerUrl: fixtureServer.url,
      })
      return {
        chainId: spec.id,
        chainName: spec.name,
        rpcUrls: [rpcUrl],
        blockExplorerUrls: [],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        isCustom: false,
      }
    }),
  )
  const [first, second] = networks
  if (!first || !second) throw new Error('both devnet chains must start')
  return {
    networks: [first, second],
    fixtureServer,
    stop: async () => {
      await Promise.all(services.map((service) => service.stop()))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
