import {
  type Address,
  BaseError,
  erc721Abi,
  getAbiItem,
  HttpRequestError,
  isAddressEqual,
  type PublicClient,
  parseAbi,
  TimeoutError,
} from 'viem'

/** One NFT as Ankr's `ankr_getNFTsByOwner` lists it (its `Nft` type), without `blockchain`. */
export type AnkrNft = {
  readonly contractAddress: string
  readonly contractType: 'ERC721' | 'ERC1155'
  readonly tokenId: string
  readonly name: string
  readonly symbol: string
  readonly collectionName: string
  readonly imageUrl: string
  readonly tokenUrl: string
  readonly quantity?: string
  readonly traits?: readonly { readonly trait_type: string; readonly value: string }[]
}

const multiTokenAbi = parseAbi([
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
  'function balanceOf(address account, uint256 id) view returns (uint256)',
  'function uri(uint256 id) view returns (string)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
])
const nftTransfer = getAbiItem({ abi: erc721Abi, name: 'Transfer' })

type Candidate = {
  readonly type: 'ERC721' | 'ERC1155'
  readonly contract: Address
  readonly id: bigint
}

/**
 * What an indexer knows of `owner` on one chain, read from the chain itself: every ERC-721 and
 * ERC-1155 token ever sent to the owner (from the transfer logs), kept while the owner still
 * holds it, with the collection's name and symbol and the token's metadata (`data:` URIs decoded,
 * http ones fetched; none when unreadable, as an indexer leaves fields empty).
 */
export async function readOwnedNfts(client: PublicClient, owner: Address): Promise<AnkrNft[]> {
  const fromBlock = 0n
  const [nftLogs, singles, batches] = await Promise.all([
    client.getLogs({ event: nftTransfer, args: { to: owner }, fromBlock, strict: true }),
    client.getLogs({
      event: getAbiItem({ abi: multiTokenAbi, name: 'TransferSingle' }),
      args: { to: owner },
      fromBlock,
      strict: true,
    }),
    client.getLogs({
      event: getAbiItem({ abi: multiTokenAbi, name: 'TransferBatch' }),
      args: { to: owner },
      fromBlock,
      strict: true,
    }),
  ])
  const candidates = new Map<string, Candidate>()
  const note = (type: Candidate['type'], contract: Address, id: bigint) =>
    candidates.set(`${contract.toLowerCase()}:${id}`, { type, contract, id })
  // ERC-20 transfers share the event's signature but not its indexed token id: strict decoding
  // leaves them out.
  for (const log of nftLogs) note('ERC721', log.address, log.args.tokenId)
  for (const log of singles) note('ERC1155', log.address, log.args.id)
  for (const log of batches) for (const id of log.args.ids) note('ERC1155', log.address, id)
  // A contract that does not answer as its standard says is left out, as indexers skip it; the
  // chain not answering fails the listing instead of shortening it.
  const read = await Promise.all(
    [...candidates.values()].map((nft) =>
      readHeld(client, owner, nft).catch((error: unknown) => {
        if (isTransportFailure(error)) throw error
        return undefined
      }),
    ),
  )
  return read.filter((nft): nft is AnkrNft => nft !== undefined)
}

const isTransportFailure = (error: unknown) =>
  error instanceof BaseError &&
  error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null

/** How long a token URI may take to answer before its metadata counts as unreadable. */
const metadataTimeoutMs = 5_000

async function readHeld(
  client: PublicClient,
  owner: Address,
  { type, contract, id }: Candidate,
): Promise<AnkrNft | undefined> {
  const quantity =
    type === 'ERC721'
      ? await client
          .readContract({ address: contract, abi: erc721Abi, functionName: 'ownerOf', args: [id] })
          .then((holder) => (isAddressEqual(holder, owner) ? 1n : 0n))
      : await client.readContract({
          address: contract,
          abi: multiTokenAbi,
          functionName: 'balanceOf',
          args: [owner, id],
        })
  if (quantity === 0n) return undefined
  const text = (call: Promise<string>) => call.catch(() => '')
  const [collectionName, symbol, tokenUrl] = await Promise.all([
    text(client.readContract({ address: contract, abi: multiTokenAbi, functionName: 'name' })),
    text(client.readContract({ address: contract, abi: multiTokenAbi, functionName: 'symbol' })),
    text(
      type === 'ERC721'
        ? client.readContract({
            address: contract,
            abi: erc721Abi,
            functionName: 'tokenURI',
            args: [id],
          })
        : client.readContract({
            address: contract,
            abi: multiTokenAbi,
            functionName: 'uri',
            args: [id],
          }),
    ),
  ])
  const metadata = await readMetadata(
    tokenUrl.replaceAll('{id}', id.toString(16).padStart(64, '0')),
  )
  return {
    contractAddress: contract.toLowerCase(),
    contractType: type,
    tokenId: id.toString(),
    name: metadata.name,
    symbol,
    collectionName,
    imageUrl: metadata.image,
    tokenUrl,
    ...(type === 'ERC1155' ? { quantity: quantity.toString() } : {}),
    ...(metadata.traits.length > 0 ? { traits: metadata.traits } : {}),
  }
}

type Metadata = {
  readonly name: string
  readonly image: string
  readonly traits: readonly { readonly trait_type: string; readonly value: string }[]
}

async function readMetadata(url: string): Promise<Metadata> {
  const empty = { name: '', image: '', traits: [] }
  try {
    const json: unknown = url.startsWith('data:')
      ? JSON.parse(decodeDataUri(url))
      : url.startsWith('http')
        ? await (await fetch(url, { signal: AbortSignal.timeout(metadataTimeoutMs) })).json()
        : undefined
    if (typeof json !== 'object' || json === null) return empty
    const record = json as Record<string, unknown>
    const attributes = Array.isArray(record.attributes) ? record.attributes : []
    return {
      name: typeof record.name === 'string' ? record.name : '',
      image: typeof record.image === 'string' ? record.image : '',
      traits: attributes.flatMap((attribute: Record<string, unknown>) =>
        typeof attribute?.trait_type === 'string'
          ? [{ trait_type: attribute.trait_type, value: String(attribute.value) }]
          : [],
      ),
    }
  } catch {
    return empty
  }
}

function decodeDataUri(uri: string): string {
  const comma = uri.indexOf(',')
  const body = uri.slice(comma + 1)
  return uri.slice(0, comma).endsWith(';base64')
    ? Buffer.from(body, 'base64').toString('utf8')
    : decodeURIComponent(body)
}
