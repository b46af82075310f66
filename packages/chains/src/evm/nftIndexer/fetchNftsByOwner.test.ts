import { describe, expect, test } from 'vitest'
import { fetchNftsByOwner } from './fetchNftsByOwner.js'

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const contract = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const indexer = { url: 'https://rpc.ankr.com/multichain/key' }

/** Ankr as `fetch` sees it: each call answers the next of `replies` (a JSON-RPC body, or a status). */
function ankr(replies: readonly (object | number)[]) {
  const bodies: { method: string; params: Record<string, unknown> }[] = []
  const fetch = async (_: unknown, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)))
    const reply = replies[bodies.length - 1] ?? 500
    return typeof reply === 'number'
      ? new Response('', { status: reply })
      : Response.json({ jsonrpc: '2.0', id: 1, ...reply })
  }
  return { fetch: fetch as typeof globalThis.fetch, bodies }
}

const asset = (tokenId: string, extra: Record<string, unknown> = {}) => ({
  blockchain: 'polygon',
  contractAddress: contract,
  contractType: 'ERC721',
  tokenId,
  name: `Thing #${tokenId}`,
  symbol: 'THG',
  collectionName: 'Things',
  imageUrl: `https://img.example/${tokenId}.png`,
  tokenUrl: `ipfs://Qm/${tokenId}.json`,
  ...extra,
})

describe('fetchNftsByOwner', () => {
  test('C-020, K-025: asks ankr_getNFTsByOwner for the chains asked, the wallet and 50 a page', async () => {
    const { fetch, bodies } = ankr([{ result: { owner, assets: [], nextPageToken: '' } }])
    await fetchNftsByOwner({ indexer, owner, chainIds: [137, 1, 31337], fetch })
    expect(bodies).toEqual([
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'ankr_getNFTsByOwner',
        params: { blockchain: ['eth', 'polygon'], walletAddress: owner, pageSize: 50 },
      },
    ])
  })

  test('C-022: the indexer is asked by the names of its twelve chains, each for its own chain id', async () => {
    const { fetch, bodies } = ankr([{ result: { owner, assets: [], nextPageToken: '' } }])
    // Ethereum, Arbitrum One, Avalanche C, Base, BNB, Fantom, Flare, Gnosis, Optimism, Polygon,
    // Rollux, Syscoin; then a chain the indexer does not know.
    const chainIds = [1, 42161, 43114, 8453, 56, 250, 14, 100, 10, 137, 570, 57, 31337]
    await fetchNftsByOwner({ indexer, owner, chainIds, fetch })
    expect(bodies[0]?.params.blockchain).toEqual([
      'arbitrum',
      'avalanche',
      'base',
      'bsc',
      'eth',
      'fantom',
      'flare',
      'gnosis',
      'optimism',
      'polygon',
      'rollux',
      'syscoin',
    ])
  })

  test('C-021: follows nextPageToken until it is empty and keeps every page', async () => {
    const { fetch, bodies } = ankr([
      { result: { owner, assets: [asset('1'), asset('2')], nextPageToken: 'page-2' } },
      { result: { owner, assets: [asset('3')], nextPageToken: '' } },
    ])
    const nfts = await fetchNftsByOwner({ indexer, owner, chainIds: [137], fetch })
    expect(nfts.map((nft) => nft.tokenId)).toEqual([1n, 2n, 3n])
    expect(bodies.map((body) => body.params.pageToken)).toEqual([undefined, 'page-2'])
  })

  test('N-002, N-003, N-004: Ankr’s fields become the NFT’s; ERC-1155 keeps its quantity', async () => {
    const { fetch } = ankr([
      {
        result: {
          owner,
          nextPageToken: '',
          assets: [
            asset('7', { traits: [{ trait_type: 'Colour', value: 'Blue' }] }),
            asset('8937', { contractType: 'ERC1155', quantity: '3', blockchain: 'eth' }),
            asset('9', { contractType: 'UNDEFINED' }),
            asset('10', { contractType: 'constructor' }),
            asset('not a number'),
          ],
        },
      },
    ])
    const nfts = await fetchNftsByOwner({ indexer, owner, chainIds: [1, 137], fetch })
    expect(nfts).toEqual([
      {
        type: 'erc721',
        address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        tokenId: 7n,
        chainId: 137,
        collectionName: 'Things',
        name: 'Thing #7',
        image: 'https://img.example/7.png',
        tokenUrl: 'ipfs://Qm/7.json',
        balance: 1n,
        attributes: [{ trait: 'Colour', value: 'Blue' }],
        autodetected: true,
      },
      expect.objectContaining({ type: 'erc1155', tokenId: 8937n, chainId: 1, balance: 3n }),
    ])
  })

  test('behavior: an NFT on a chain not asked about, or naming no chain of the indexer, is left out', async () => {
    const { fetch } = ankr([
      {
        result: {
          owner,
          nextPageToken: '',
          assets: [
            asset('1', { blockchain: 'eth' }),
            asset('2', { blockchain: 'constructor' }),
            asset('3', { blockchain: '__proto__' }),
            asset('4'),
          ],
        },
      },
    ])
    const nfts = await fetchNftsByOwner({ indexer, owner, chainIds: [137], fetch })
    expect(nfts.map((nft) => [nft.tokenId, nft.chainId])).toEqual([[4n, 137]])
  })

  test('error: a page token the indexer repeats ends the listing with an error', async () => {
    const page = { result: { owner, assets: [asset('1')], nextPageToken: 'again' } }
    const { fetch, bodies } = ankr([page, page, page])
    await expect(fetchNftsByOwner({ indexer, owner, chainIds: [137], fetch })).rejects.toThrow(
      'repeated a page token',
    )
    expect(bodies).toHaveLength(2)
  })

  test('behavior: a chain the indexer does not cover is not asked about', async () => {
    const { fetch, bodies } = ankr([])
    expect(await fetchNftsByOwner({ indexer, owner, chainIds: [31337], fetch })).toEqual([])
    expect(bodies).toEqual([])
  })

  test('args: an indexer with chains of its own (a local one) is asked by its names', async () => {
    const { fetch, bodies } = ankr([{ result: { owner, assets: [], nextPageToken: '' } }])
    const local = { ...indexer, chainIds: { tessera_local: 31337 } }
    await fetchNftsByOwner({ indexer: local, owner, chainIds: [31337], fetch })
    expect(bodies[0]?.params.blockchain).toEqual(['tessera_local'])
  })

  test.each([
    ['a JSON-RPC error (HTTP 200)', { error: { code: -32602, message: 'bad blockchain' } }],
    ['a rate limit', 429],
    ['no assets', { result: { owner } }],
  ])('error: %s throws, so the list is not emptied', async (_, reply) => {
    const { fetch } = ankr([reply])
    await expect(fetchNftsByOwner({ indexer, owner, chainIds: [137], fetch })).rejects.toThrow(
      /NFT indexer/,
    )
  })
})
