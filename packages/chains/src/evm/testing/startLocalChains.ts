import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type DevnetChainSpec,
  deployFixtures,
  devnetChain,
  devnetChainSpecs,
  startAnvil,
  startFixtureServer,
} from '@tessera/devnet'
import type { RunningService } from '@tessera/stack'
import { findFreePortBase } from '@tessera/test-utils'
import { type Chain, type Client, createClient, http } from 'viem'
import type { NetworkConfig } from '../../networks/NetworkConfig.js'
import { evmNetworkId } from '../evmChainId.js'

/** A devnet chain with the ERC-20/721/1155 fixtures and Multicall3 deployed. */
export type LocalChain = {
  readonly rpcUrl: string
  readonly chain: Chain
  /** The chain as a network config, its RPC on 127.0.0.1. */
  readonly network: NetworkConfig
  /** A viem client on the chain that counts the HTTP requests it sends. */
  readonly client: Client
  /** HTTP requests `client` sent so far. */
  requestCount(): number
}

type Stoppable = { stop(): Promise<void> }

/** The first devnet chain (31337), for one test file. */
export async function startLocalChain(): Promise<LocalChain & Stoppable> {
  const { chains, stop } = await startChains(devnetChainSpecs.slice(0, 1))
  const [chain] = chains
  if (!chain) throw new Error('the devnet chain must start')
  return { ...chain, stop }
}

/** Both devnet chains (31337, 31338), for one test file. */
export async function startLocalChains(): Promise<
  { readonly chains: readonly [LocalChain, LocalChain] } & Stoppable
> {
  const { chains, stop } = await startChains(devnetChainSpecs)
  const [first, second] = chains
  if (!first || !second) throw new Error('both devnet chains must start')
  return { chains: [first, second], stop }
}

/** Starts anvil chains and the fixture metadata server, in their own temporary folder. */
async function startChains(
  specs: readonly DevnetChainSpec[],
): Promise<{ readonly chains: readonly LocalChain[] } & Stoppable> {
  const base = await findFreePortBase(specs.length + 1)
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-engine-'))
  const fixtureServer = await startFixtureServer({ port: base + specs.length })
  const services: RunningService[] = [fixtureServer]
  const chains = await Promise.all(
    specs.map(async (spec, index): Promise<LocalChain> => {
      const rpcUrl = `http://127.0.0.1:${base + index}`
      services.push(
        await startAnvil({
          name: `chain ${spec.id}`,
          chainId: spec.id,
          port: base + index,
          statePath: join(dataDir, `${spec.id}.json`),
        }),
      )
      const chain = devnetChain(spec, rpcUrl)
      await deployFixtures({ chain, rpcUrl, fixtureServerUrl: fixtureServer.url })
      return { rpcUrl, chain, network: networkOf(spec, rpcUrl), ...countingClient(chain, rpcUrl) }
    }),
  )
  return {
    chains,
    stop: async () => {
      await Promise.all(services.map((service) => service.stop()))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

function networkOf(spec: DevnetChainSpec, rpcUrl: string): NetworkConfig {
  return {
    id: evmNetworkId(spec.id),
    chainName: spec.name,
    rpcUrls: [rpcUrl],
    blockExplorerUrls: [],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    isCustom: false,
  }
}

function countingClient(chain: Chain, rpcUrl: string): Pick<LocalChain, 'client' | 'requestCount'> {
  let requests = 0
  const client = createClient({
    chain,
    transport: http(rpcUrl, {
      onFetchRequest: () => {
        requests += 1
      },
    }),
  })
  return { client, requestCount: () => requests }
}
