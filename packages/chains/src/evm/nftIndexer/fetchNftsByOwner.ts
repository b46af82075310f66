import { nftIndexerChainIds, nftIndexerPageSize } from '@tessera/protocol'
import { type Address, getAddress, isAddress } from 'viem'
import { isRecord } from '../../params/isRecord.js'
import type { NftIndexerConfig } from '../../services/FamilyServices.js'

/** An NFT the indexer says the wallet holds (SPEC §3 NFT, `autodetected`). */
export type IndexedNft = {
  readonly type: 'erc721' | 'erc1155'
  readonly address: Address
  readonly tokenId: bigint
  readonly chainId: number
  readonly collectionName: string
  readonly name: string | null
  readonly image: string | null
  readonly tokenUrl: string | null
  /** ERC-1155: how many the wallet holds; ERC-721: 1. */
  readonly balance: bigint
  readonly attributes: readonly { readonly trait: string; readonly value: string }[]
  readonly autodetected: true
}

export type FetchNftsByOwnerParameters = {
  readonly indexer: NftIndexerConfig
  readonly owner: Address
  /** The chains to ask about; those the indexer does not cover are skipped. */
  readonly chainIds: readonly number[]
  readonly fetch?: typeof globalThis.fetch
}

/** Pages one listing may take (50 NFTs each): a bound on what one owner's list may cost. */
const maxPages = 200
/** How long one page may take before the listing fails. */
const pageTimeoutMs = 10_000

/**
 * The NFTs `owner` holds on `chainIds` by the indexer (SPEC §7: `ankr_getNFTsByOwner` with the
 * chain names, the wallet address and page size 50, following `nextPageToken` until it is empty).
 * Entries that are not ERC-721 or ERC-1155 or do not parse are left out; a failed call throws.
 */
export async function fetchNftsByOwner(
  parameters: FetchNftsByOwnerParameters,
): Promise<IndexedNft[]> {
  const { indexer, owner } = parameters
  const fetchFn = parameters.fetch ?? globalThis.fetch
  // Only the chains asked about, by the names sent: an answer naming any other is not trusted.
  const asked = new Map(
    Object.entries(indexer.chainIds ?? nftIndexerChainIds).filter(([, chainId]) =>
      parameters.chainIds.includes(chainId),
    ),
  )
  const blockchain = [...asked.keys()]
  if (blockchain.length === 0) return []
  const nfts: IndexedNft[] = []
  const tokens = new Set<string>()
  let pageToken: string | undefined
  for (let page = 0; page < maxPages; page++) {
    const result = await callIndexer(fetchFn, indexer.url, {
      blockchain,
      walletAddress: owner,
      pageSize: nftIndexerPageSize,
      ...(pageToken ? { pageToken } : {}),
    })
    for (const asset of result.assets) {
      const nft = parseAsset(asset, asked)
      if (nft) nfts.push(nft)
    }
    pageToken = result.nextPageToken
    if (!pageToken) return nfts
    if (tokens.has(pageToken)) throw new Error('the NFT indexer repeated a page token')
    tokens.add(pageToken)
  }
  throw new Error(`the NFT indexer gave more than ${maxPages} pages`)
}

async function callIndexer(
  fetchFn: typeof globalThis.fetch,
  url: string,
  params: Record<string, unknown>,
): Promise<{ readonly assets: readonly unknown[]; readonly nextPageToken?: string }> {
  const response = await fetchFn(url, {
    signal: AbortSignal.timeout(pageTimeoutMs),
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ankr_getNFTsByOwner', params }),
  })
  if (!response.ok) throw new Error(`the NFT indexer answered ${response.status}`)
  const reply: unknown = await response.json()
  if (isRecord(reply) && isRecord(reply.error))
    throw new Error(`the NFT indexer refused: ${String(reply.error.message)}`)
  const result = isRecord(reply) && isRecord(reply.result) ? reply.result : undefined
  if (!Array.isArray(result?.assets)) throw new Error('the NFT indexer answered no assets')
  return {
    assets: result.assets,
    ...(typeof result.nextPageToken === 'string' ? { nextPageToken: result.nextPageToken } : {}),
  }
}

/** Ankr's `contractType` values the wallet lists (`UNDEFINED` and anything else are left out). */
const nftTypes = new Map<unknown, IndexedNft['type']>([
  ['ERC721', 'erc721'],
  ['ERC1155', 'erc1155'],
])

function parseAsset(asset: unknown, chainIds: ReadonlyMap<string, number>): IndexedNft | undefined {
  if (!isRecord(asset)) return undefined
  const text = (field: unknown) => (typeof field === 'string' && field !== '' ? field : null)
  const type = nftTypes.get(asset.contractType)
  const chainId = chainIds.get(String(asset.blockchain))
  const address = String(asset.contractAddress)
  const tokenId = String(asset.tokenId)
  if (!type || chainId === undefined || !isAddress(address, { strict: false })) return undefined
  if (!/^\d+$/.test(tokenId)) return undefined
  const quantity = String(asset.quantity ?? '1')
  const traits = Array.isArray(asset.traits) ? asset.traits : []
  return {
    type,
    address: getAddress(address),
    tokenId: BigInt(tokenId),
    chainId,
    collectionName: text(asset.collectionName) ?? '',
    name: text(asset.name),
    image: text(asset.imageUrl),
    tokenUrl: text(asset.tokenUrl),
    balance: type === 'erc1155' && /^\d+$/.test(quantity) ? BigInt(quantity) : 1n,
    attributes: traits.flatMap((trait: unknown) =>
      isRecord(trait) && typeof trait.trait_type === 'string' && trait.value !== undefined
        ? [{ trait: trait.trait_type, value: String(trait.value) }]
        : [],
    ),
    autodetected: true,
  }
}
