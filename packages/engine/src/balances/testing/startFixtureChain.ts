import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  deployFixtures,
  devnetChain,
  devnetChainSpecs,
  startAnvil,
  startFixtureServer,
} from '@tessera/devnet'
import { findFreePortBase } from '@tessera/test-utils'
import { type Chain, type Client, createClient, http } from 'viem'

export type FixtureChain = {
  readonly rpcUrl: string
  readonly chain: Chain
  /** A viem client on the chain that counts the HTTP requests it sends. */
  readonly client: Client
  /** HTTP requests `client` sent so far. */
  requestCount(): number
  stop(): Promise<void>
}

/**
 * A fresh devnet chain for one test file: anvil with the ERC-20/721/1155 fixtures and Multicall3
 * deployed (chain 31337), in its own temporary folder.
 */
export async function startFixtureChain(): Promise<FixtureChain> {
  const [spec] = devnetChainSpecs
  const base = await findFreePortBase(2)
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-engine-'))
  const fixtureServer = await startFixtureServer({ port: base + 1 })
  const anvil = await startAnvil({
    name: 'engine test chain',
    chainId: spec.id,
    port: base,
    statePath: join(dataDir, 'state.json'),
  })
  const rpcUrl = `http://127.0.0.1:${base}`
  const chain = devnetChain(spec, rpcUrl)
  await deployFixtures({ chain, rpcUrl, fixtureServerUrl: fixtureServer.url })
  let requests = 0
  const client = createClient({
    chain,
    transport: http(rpcUrl, {
      onFetchRequest: () => {
        requests += 1
      },
    }),
  })
  return {
    rpcUrl,
    chain,
    client,
    requestCount: () => requests,
    stop: async () => {
      await anvil.stop()
      await fixtureServer.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
