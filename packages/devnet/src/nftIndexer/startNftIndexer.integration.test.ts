import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { RunningService } from '@tessera/stack'
import { findFreePortBase } from '@tessera/test-utils'
import { createWalletClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fixtureNftAbi } from '../artifacts/FixtureNft.js'
import { deployFixtures } from '../deployFixtures.js'
import { deployerAccount, testUserAccount } from '../devnetAccounts.js'
import { devnetChain, devnetChainSpecs } from '../devnetChains.js'
import { fixtureAddresses } from '../fixtureAddresses.js'
import { fixtureMultiTokenCollection, fixtureNftCollection } from '../fixtureCollections.js'
import { startAnvil } from '../startAnvil.js'
import { startFixtureServer } from '../startFixtureServer.js'
import { type NftIndexer, startNftIndexer } from './startNftIndexer.js'

const [spec] = devnetChainSpecs
const owner = testUserAccount.address
const blockchain = 'tessera_local'

type Asset = { contractType: string; tokenId: string; quantity?: string; name: string }
type Reply = {
  jsonrpc: string
  id: number
  result?: { owner: string; assets: Asset[]; nextPageToken: string }
  error?: { code: number; message: string }
}

describe('startNftIndexer', () => {
  const services: RunningService[] = []
  let indexer: NftIndexer
  let rpcUrl: string
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-indexer-'))

  beforeAll(async () => {
    if (!spec) throw new Error('a devnet chain is needed')
    const base = await findFreePortBase(3)
    rpcUrl = `http://127.0.0.1:${base}`
    services.push(
      await startAnvil({
        name: 'chain',
        chainId: spec.id,
        port: base,
        statePath: join(dataDir, 'chain.json'),
      }),
    )
    const fixtures = await startFixtureServer({ port: base + 1 })
    services.push(fixtures)
    await deployFixtures({
      chain: devnetChain(spec, rpcUrl),
      rpcUrl,
      fixtureServerUrl: fixtures.url,
    })
    indexer = await startNftIndexer({ port: base + 2, chains: [{ blockchain, rpcUrl }] })
    services.push(indexer)
  })

  afterAll(async () => {
    for (const service of services.toReversed()) await service.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const call = async (body: unknown): Promise<{ status: number; reply: Reply }> => {
    // Any path and query reach the method, as on Ankr (`/multichain/{key}?ankr_getNFTsByOwner=`).
    const response = await fetch(`${indexer.url}/multichain/key?ankr_getNFTsByOwner=`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, reply: (await response.json()) as Reply }
  }
  const byOwner = (params: Record<string, unknown>) =>
    call({ jsonrpc: '2.0', id: 7, method: 'ankr_getNFTsByOwner', params })

  test('default: the owner’s ERC-721 and ERC-1155 tokens in Ankr’s shape, with metadata', async () => {
    const { status, reply } = await byOwner({ blockchain: [blockchain], walletAddress: owner })
    expect(status).toBe(200)
    expect(reply).toMatchObject({ jsonrpc: '2.0', id: 7 })
    expect(reply.result?.owner).toBe(owner.toLowerCase())
    expect(reply.result?.nextPageToken).toBe('')
    const assets = reply.result?.assets ?? []
    expect(assets).toHaveLength(2 + fixtureMultiTokenCollection.balances.length)
    expect(assets).toContainEqual({
      blockchain,
      contractAddress: fixtureAddresses.nft.toLowerCase(),
      contractType: 'ERC721',
      tokenId: String(fixtureNftCollection.httpUriTokenId),
      name: `${fixtureNftCollection.name} #${fixtureNftCollection.httpUriTokenId}`,
      symbol: fixtureNftCollection.symbol,
      collectionName: fixtureNftCollection.name,
      imageUrl: expect.stringMatching(/\/nft\/2\.svg$/),
      tokenUrl: expect.stringMatching(/\/nft\/2\.json$/),
      traits: [
        { trait_type: 'Collection', value: fixtureNftCollection.name },
        { trait_type: 'Number', value: '2' },
      ],
    })
    // The data-URI token's metadata is decoded, not fetched.
    expect(assets).toContainEqual(
      expect.objectContaining({
        contractType: 'ERC721',
        tokenId: String(fixtureNftCollection.dataUriTokenId),
        name: `${fixtureNftCollection.name} #${fixtureNftCollection.dataUriTokenId}`,
        imageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
        tokenUrl: expect.stringMatching(/^data:application\/json;base64,/),
        traits: [
          { trait_type: 'Collection', value: fixtureNftCollection.name },
          { trait_type: 'Number', value: '1' },
        ],
      }),
    )
    for (const { id, amount } of fixtureMultiTokenCollection.balances)
      expect(assets).toContainEqual(
        expect.objectContaining({
          contractType: 'ERC1155',
          tokenId: String(id),
          quantity: String(amount),
          name: `${fixtureMultiTokenCollection.name} #${id}`,
        }),
      )
  })

  test('behavior: pages follow nextPageToken until it is empty; pageSize is capped at 50', async () => {
    const seen: string[] = []
    let pageToken: string | undefined
    do {
      const { reply } = await byOwner({ walletAddress: owner, pageSize: 1, pageToken })
      expect(reply.result?.assets).toHaveLength(1)
      seen.push(
        ...(reply.result?.assets ?? []).map((asset) => `${asset.contractType}:${asset.tokenId}`),
      )
      pageToken = reply.result?.nextPageToken
    } while (pageToken)
    expect(new Set(seen).size).toBe(4)
    const { reply } = await byOwner({ walletAddress: owner, pageSize: 500 })
    expect(reply.result?.assets).toHaveLength(4)
  })

  test('behavior: a token sent away is no longer listed', async () => {
    const wallet = createWalletClient({ account: testUserAccount, transport: http(rpcUrl) })
    const chain = spec ? devnetChain(spec, rpcUrl) : undefined
    await wallet.writeContract({
      chain,
      address: fixtureAddresses.nft,
      abi: fixtureNftAbi,
      functionName: 'transferFrom',
      args: [owner, deployerAccount.address, fixtureNftCollection.dataUriTokenId],
    })
    const { reply } = await byOwner({ walletAddress: owner })
    const ids = (reply.result?.assets ?? []).filter((asset) => asset.contractType === 'ERC721')
    expect(ids.map((asset) => asset.tokenId)).toEqual([String(fixtureNftCollection.httpUriTokenId)])
    const receiver = await byOwner({ walletAddress: deployerAccount.address })
    expect(receiver.reply.result?.assets.map((asset) => asset.tokenId)).toEqual([
      String(fixtureNftCollection.dataUriTokenId),
    ])
  })

  test.each([
    ['another method', { jsonrpc: '2.0', id: 1, method: 'ankr_getBalance' }, -32601],
    [
      'an unknown blockchain',
      { id: 1, method: 'ankr_getNFTsByOwner', params: { blockchain: 'eth', walletAddress: owner } },
      -32602,
    ],
    ['no walletAddress', { id: 1, method: 'ankr_getNFTsByOwner', params: {} }, -32602],
  ])('error: %s is a JSON-RPC error with HTTP 200, as Ankr answers', async (_, body, code) => {
    const { status, reply } = await call(body)
    expect(status).toBe(200)
    expect(reply.error?.code).toBe(code)
    expect(reply.result).toBeUndefined()
  })

  test('behavior: a browser preflight is allowed from any origin', async () => {
    const response = await fetch(indexer.url, {
      method: 'OPTIONS',
      headers: { origin: 'http://wallet.localhost', 'access-control-request-method': 'POST' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type')
  })
})
