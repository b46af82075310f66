import type { NftIndexerConfig } from '@tessera/chains'
import { evmAdapter, evmChainId } from '@tessera/chains/evm'
import { startLocalChain } from '@tessera/chains/testing'
import {
  fixtureAddresses,
  fixtureMultiTokenCollection,
  fixtureNftCollection,
  type NftIndexer,
  startNftIndexer,
  testUserAccount,
} from '@tessera/devnet'
import type { WalletError } from '@tessera/errors'
import { findFreePortBase } from '@tessera/test-utils'
import { toHex } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createWalletEngine } from '../createWalletEngine.js'
import { startedForFile } from '../testing/startedForFile.js'

const devnet = startedForFile(startLocalChain)
let indexer: NftIndexer
beforeAll(async () => {
  indexer = await startNftIndexer({
    port: await findFreePortBase(1),
    chains: [{ blockchain: 'tessera_local', rpcUrl: devnet().rpcUrl }],
  })
})
afterAll(() => indexer?.stop())

const engineWith = (
  nftIndexer: NftIndexerConfig,
  onSilentError: (error: WalletError) => void = () => {},
) =>
  createWalletEngine({
    adapter: evmAdapter,
    privateKey: toHex(testUserAccount.getHdKey().privateKey as Uint8Array),
    chains: [devnet().network],
    selectedNetworkId: devnet().network.id,
    appMode: 'full',
    isKeyExportAllowed: false,
    services: { nftIndexer },
    onSilentError,
    onEvent: () => undefined,
  })
const localIndexer = () => ({
  url: indexer.url,
  chainIds: { tessera_local: evmChainId(devnet().network) },
})

test('N-001: refreshing the NFT tab adds what the indexer finds, marked autodetected, once', async () => {
  const engine = engineWith(localIndexer())
  const { id } = devnet().network
  expect(engine.nfts.hasIndexer).toBe(true)
  await engine.nfts.add({
    address: fixtureAddresses.nft,
    tokenId: String(fixtureNftCollection.httpUriTokenId),
  })
  await engine.nfts.refresh()
  await engine.nfts.refresh()
  const listed = engine.nfts.list(id)
  expect(listed.map((nft) => `${nft.address}#${nft.tokenId} ${nft.autodetected ?? false}`)).toEqual(
    [
      `${fixtureAddresses.nft}#${fixtureNftCollection.httpUriTokenId} false`,
      `${fixtureAddresses.nft}#${fixtureNftCollection.dataUriTokenId} true`,
      ...fixtureMultiTokenCollection.balances.map(
        ({ id }) => `${fixtureAddresses.multiToken}#${id} true`,
      ),
    ],
  )
  expect(listed.find((nft) => nft.type === 'erc1155')?.balance).toBe(
    fixtureMultiTokenCollection.balances[0]?.amount,
  )
})

test('behavior: an indexer that does not answer is logged only; the refresh still reads ownership', async () => {
  const silent: WalletError[] = []
  const engine = engineWith(
    { url: 'http://127.0.0.1:9/', chainIds: localIndexer().chainIds },
    (error) => silent.push(error),
  )
  await engine.nfts.refresh()
  expect(engine.nfts.list(devnet().network.id)).toEqual([])
  expect(silent.map((error) => error.code)).toEqual(['W-147'])
})

test('R-018, #20: an NFT the indexer found and the user hid stays known and hidden through refreshes, not added again', async () => {
  const engine = engineWith(localIndexer())
  const { id } = devnet().network
  await engine.nfts.refresh()
  const [first, ...rest] = engine.nfts.list(id)
  if (!first) throw new Error('the indexer finds the fixture NFTs')
  engine.nfts.select(id, rest)
  await engine.nfts.refresh()
  const listed = engine.nfts.list(id)
  expect(listed).toHaveLength(rest.length + 1)
  expect(listed.filter((nft) => nft.hidden).map((nft) => `${nft.address}#${nft.tokenId}`)).toEqual([
    `${first.address}#${first.tokenId}`,
  ])
})

test("X-078: an NFT the indexer finds that the user added by hand is logged only ('already exists'), once over two refreshes, listed once", async () => {
  const silent: WalletError[] = []
  const engine = engineWith(localIndexer(), (error) => silent.push(error))
  const { id } = devnet().network
  await engine.nfts.add({
    address: fixtureAddresses.nft,
    tokenId: String(fixtureNftCollection.dataUriTokenId),
  })
  await expect(engine.nfts.refresh()).resolves.toBe(undefined)
  // A second refresh finds the same NFTs: the autodetected ones and the one logged are not logged.
  await expect(engine.nfts.refresh()).resolves.toBe(undefined)
  const listed = engine.nfts.list(id)
  expect(listed.filter((nft) => nft.address === fixtureAddresses.nft)).toHaveLength(2)
  const added = listed.find((nft) => nft.tokenId === fixtureNftCollection.dataUriTokenId)
  expect(added).toBeDefined()
  expect(added?.autodetected ?? false).toBe(false)
  expect(silent.map((error) => `${error.code} ${error.details}`)).toEqual([
    'W-142 NFT already exists',
  ])
})

test("X-079: deleting an NFT no longer listed is logged only ('Could not find the relevant NFT'), nothing else changes", async () => {
  const silent: WalletError[] = []
  const engine = engineWith(localIndexer(), (error) => silent.push(error))
  const { id } = devnet().network
  await engine.nfts.refresh()
  const [first] = engine.nfts.list(id)
  if (!first) throw new Error('the indexer finds the fixture NFTs')
  const before = engine.nfts.list(id).length
  engine.nfts.remove(first)
  expect(() => engine.nfts.remove(first)).not.toThrow()
  expect(engine.nfts.list(id)).toHaveLength(before - 1)
  expect(silent.map((error) => `${error.code} ${error.details}`)).toEqual([
    'W-146 Could not find the relevant NFT',
  ])
})
