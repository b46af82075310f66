import {
  fixtureAddresses,
  fixtureMultiTokenCollection,
  fixtureNftCollection,
  type NftIndexer,
  startNftIndexer,
  testUserAccount,
} from '@tessera/devnet'
import { findFreePortBase } from '@tessera/test-utils'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { evmChainId } from '../evmChainId.js'
import { type LocalChain, startLocalChain } from '../testing/startLocalChains.js'
import { fetchNftsByOwner } from './fetchNftsByOwner.js'

let chain: LocalChain & { stop(): Promise<void> }
let indexer: NftIndexer
beforeAll(async () => {
  chain = await startLocalChain()
  indexer = await startNftIndexer({
    port: await findFreePortBase(1),
    chains: [{ blockchain: 'tessera_local', rpcUrl: chain.rpcUrl }],
  })
})
afterAll(async () => {
  await indexer?.stop()
  await chain?.stop()
})

test('N-001, N-004: the NFTs the wallet holds on the devnet, found by the indexer', async () => {
  const nfts = await fetchNftsByOwner({
    indexer: { url: indexer.url, chainIds: { tessera_local: evmChainId(chain.network) } },
    owner: testUserAccount.address,
    chainIds: [evmChainId(chain.network)],
  })
  const held = nfts.map((nft) => `${nft.type}:${nft.address}:${nft.tokenId}:${nft.balance}`)
  expect(held.toSorted()).toEqual(
    [
      `erc721:${fixtureAddresses.nft}:${fixtureNftCollection.dataUriTokenId}:1`,
      `erc721:${fixtureAddresses.nft}:${fixtureNftCollection.httpUriTokenId}:1`,
      ...fixtureMultiTokenCollection.balances.map(
        ({ id, amount }) => `erc1155:${fixtureAddresses.multiToken}:${id}:${amount}`,
      ),
    ].toSorted(),
  )
  expect(nfts.every((nft) => nft.autodetected && nft.chainId === evmChainId(chain.network))).toBe(
    true,
  )
  expect(nfts.find((nft) => nft.type === 'erc721')).toMatchObject({
    collectionName: fixtureNftCollection.name,
    attributes: expect.arrayContaining([{ trait: 'Collection', value: fixtureNftCollection.name }]),
  })
})
