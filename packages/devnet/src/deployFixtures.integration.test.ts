import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { RunningService } from '@tessera/stack'
import { findFreePortBase } from '@tessera/test-utils'
import { type Address, createPublicClient, erc20Abi, http, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fixtureMultiTokenAbi } from './artifacts/FixtureMultiToken.js'
import { fixtureNftAbi } from './artifacts/FixtureNft.js'
import { deployFixtures } from './deployFixtures.js'
import { testUserAccount } from './devnetAccounts.js'
import { devnetChain, devnetChainSpecs } from './devnetChains.js'
import { fixtureAddresses, multicall3Address } from './fixtureAddresses.js'
import { fixtureTokens } from './fixtureCollections.js'
import { startAnvil } from './startAnvil.js'
import { type FixtureServer, startFixtureServer } from './startFixtureServer.js'

const [specA, specB] = devnetChainSpecs
const user = testUserAccount.address

describe('deployFixtures', () => {
  const chains: { rpcUrl: string; anvil: RunningService; client: PublicClient }[] = []
  let fixtureServer: FixtureServer

  beforeAll(async () => {
    const base = await findFreePortBase(3)
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-devnet-'))
    fixtureServer = await startFixtureServer({ port: base + 2 })
    for (const [index, spec] of [specA, specB].entries()) {
      const rpcUrl = `http://127.0.0.1:${base + index}`
      const anvil = await startAnvil({
        name: `chain ${spec.id}`,
        chainId: spec.id,
        port: base + index,
        statePath: join(dataDir, `${spec.id}.json`),
      })
      const chain = devnetChain(spec, rpcUrl)
      const client = createPublicClient({ chain, transport: http(rpcUrl) }) as PublicClient
      await deployFixtures({ chain, rpcUrl, fixtureServerUrl: fixtureServer.url })
      chains.push({ rpcUrl, anvil, client })
    }
  })

  afterAll(async () => {
    for (const { anvil } of chains) await anvil.stop()
    await fixtureServer?.stop()
  })

  const clientA = () => {
    const first = chains[0]
    if (!first) throw new Error('chain A did not start')
    return first.client
  }

  test('default: the test user holds both ERC-20 fixtures (18 and 6 decimals)', async () => {
    const client = clientA()
    for (const [name, token] of [
      ['tst', fixtureTokens.tst],
      ['tusd', fixtureTokens.tusd],
    ] as const) {
      const address = fixtureAddresses[name]
      const read = <fn extends 'decimals' | 'symbol'>(functionName: fn) =>
        client.readContract({ address, abi: erc20Abi, functionName })
      expect(await read('decimals')).toBe(token.decimals)
      expect(await read('symbol')).toBe(token.symbol)
      expect(
        await client.readContract({
          address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [user],
        }),
      ).toBe(token.supply)
    }
  })

  test('default: the test user owns the ERC-721 tokens; one URI is data:, one is HTTP', async () => {
    const client = clientA()
    const nft = { address: fixtureAddresses.nft, abi: fixtureNftAbi } as const
    expect(await client.readContract({ ...nft, functionName: 'ownerOf', args: [1n] })).toBe(user)
    expect(await client.readContract({ ...nft, functionName: 'ownerOf', args: [2n] })).toBe(user)

    const dataUri = await client.readContract({ ...nft, functionName: 'tokenURI', args: [1n] })
    expect(dataUri.startsWith('data:application/json;base64,')).toBe(true)
    const inline = JSON.parse(Buffer.from(dataUri.split(',')[1] ?? '', 'base64').toString())
    expect(inline).toMatchObject({ name: 'Tessera Tiles #1' })
    expect(inline.image.startsWith('data:image/svg+xml;base64,')).toBe(true)

    const httpUri = await client.readContract({ ...nft, functionName: 'tokenURI', args: [2n] })
    expect(httpUri).toBe(`${fixtureServer.url}/nft/2.json`)
    expect(await (await fetch(httpUri)).json()).toMatchObject({ name: 'Tessera Tiles #2' })
  })

  test('default: the test user holds ERC-1155 balances and `uri` resolves to metadata', async () => {
    const client = clientA()
    const multi = { address: fixtureAddresses.multiToken, abi: fixtureMultiTokenAbi } as const
    const balances = await client.readContract({
      ...multi,
      functionName: 'balanceOfBatch',
      args: [
        [user, user],
        [1n, 2n],
      ],
    })
    expect(balances).toEqual([5n, 1n])
    const template = await client.readContract({ ...multi, functionName: 'uri', args: [1n] })
    const url = template.replace('{id}', 1n.toString(16).padStart(64, '0'))
    expect(await (await fetch(url)).json()).toMatchObject({ name: 'Tessera Badges #1' })
  })

  test('behavior: Multicall3 answers at its canonical address (viem multicall)', async () => {
    const client = clientA()
    const results = await client.multicall({
      multicallAddress: multicall3Address,
      contracts: [fixtureAddresses.tst, fixtureAddresses.tusd].map((address: Address) => ({
        address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [user],
      })),
      allowFailure: false,
    })
    expect(results).toEqual([fixtureTokens.tst.supply, fixtureTokens.tusd.supply])
  })

  test('behavior: same addresses on both chains, which report different chain ids', async () => {
    const [a, b] = chains
    if (!a || !b) throw new Error('both chains must start')
    expect(await a.client.getChainId()).toBe(specA.id)
    expect(await b.client.getChainId()).toBe(specB.id)
    for (const address of Object.values(fixtureAddresses)) {
      expect(await a.client.getCode({ address })).toBe(await b.client.getCode({ address }))
    }
  })

  test('behavior: a second run sends no transaction (idempotent)', async () => {
    const client = clientA()
    const first = chains[0]
    if (!first) throw new Error('chain A did not start')
    const before = await client.getBlockNumber()
    await deployFixtures({
      chain: devnetChain(specA, first.rpcUrl),
      rpcUrl: first.rpcUrl,
      fixtureServerUrl: fixtureServer.url,
    })
    expect(await client.getBlockNumber()).toBe(before)
  })
})
