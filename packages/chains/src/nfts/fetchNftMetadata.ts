import { WalletError } from '@tessera/errors'
import type { NftAttribute } from '../assets/WatchedAsset.js'
import { isRecord } from '../params/isRecord.js'
import { isWebUrl } from '../params/isWebUrl.js'
import { isNftMediaUrl } from './isNftMediaUrl.js'
import { resolveTokenUri } from './resolveTokenUri.js'

/** A metadata server that does not answer in time fails (W-147) instead of holding a refresh. */
const metadataTimeoutMs = 10_000

/**
 * The most of a metadata JSON read (bytes; characters of a `data:` URI): anyone can airdrop a
 * Solana NFT whose JSON is fetched on refresh (N-020), so it must not fill the wallet's storage.
 */
export const nftMetadataMaxBytes = 256 * 1024

/** Field caps (characters; attributes in number) of what is kept of the JSON. */
const maxNameLength = 200
const maxDescriptionLength = 4_000
const maxAttributes = 100

/** What an NFT's metadata JSON says (SPEC §3 NFT fields), URLs gateway-resolved. */
export type NftMetadata = {
  readonly name: string | null
  readonly description: string | null
  readonly image: string | null
  readonly animationUrl: string | null
  readonly attributes: readonly NftAttribute[]
  /** The Metaplex JSON standard's `collection.name` (N-020); EVM metadata has none. */
  readonly collectionName: string | null
}

/**
 * An NFT's metadata from its token URI (SPEC §7), shared by the families: EVM token URIs and
 * Solana Metaplex URIs (N-020). Only `https:` (http on this machine), `ipfs:` (through the
 * gateway) and `data:` URIs are read; `data:` decoded locally, the others fetched within 10 s, a
 * Content-Length or body over 256 KiB refused. Kept: name and collection up to 200 characters,
 * description up to 4,000, up to 100 attributes (trait and value up to 200), and an image or
 * animation only when `isNftMediaUrl`. Any failure is W-147 'failed to fetch details' (SPEC §5).
 */
export async function fetchNftMetadata(uri: string, tokenId: bigint): Promise<NftMetadata> {
  try {
    const url = resolveTokenUri(uri, tokenId)
    const json = JSON.parse(await readMetadataText(url))
    if (!isRecord(json)) throw new Error('metadata is not an object')
    const media = (value: unknown, kinds: { readonly video: boolean }) => {
      if (typeof value !== 'string') return null
      const resolved = resolveTokenUri(value, tokenId)
      return isNftMediaUrl(resolved, kinds) ? resolved : null
    }
    return {
      name: clipped(json.name, maxNameLength),
      description: clipped(json.description, maxDescriptionLength),
      image: media(typeof json.image === 'string' ? json.image : json.image_url, { video: false }),
      animationUrl: media(json.animation_url, { video: true }),
      attributes: Array.isArray(json.attributes)
        ? json.attributes.flatMap(attributeOf).slice(0, maxAttributes)
        : [],
      collectionName: isRecord(json.collection)
        ? clipped(json.collection.name, maxNameLength)
        : null,
    }
  } catch (error) {
    throw new WalletError('W-147', { details: 'NFT metadata unavailable', cause: error })
  }
}

/** The JSON text at `url`: a `data:` URI decoded, a web URL fetched, at most 256 KiB either way. */
async function readMetadataText(url: string): Promise<string> {
  if (/^data:/i.test(url)) {
    if (url.length > nftMetadataMaxBytes) throw new Error('metadata data URI too long')
    return decodeDataUri(url)
  }
  if (!isWebUrl(url)) throw new Error('metadata URI scheme not fetched')
  const response = await fetch(url, { signal: AbortSignal.timeout(metadataTimeoutMs) })
  if (!response.ok) throw new Error(`metadata answered ${response.status}`)
  if (Number(response.headers.get('content-length')) > nftMetadataMaxBytes) {
    await response.body?.cancel()
    throw new Error('metadata too large')
  }
  return readCapped(response)
}

/** The body as UTF-8 text, read as a stream and given up past 256 KiB. */
async function readCapped(response: Response): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const parts: Uint8Array[] = []
  let size = 0
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength
    if (size > nftMetadataMaxBytes) {
      await reader.cancel()
      throw new Error('metadata too large')
    }
    parts.push(part.value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const part of parts) {
    body.set(part, offset)
    offset += part.byteLength
  }
  return new TextDecoder().decode(body)
}

/** A string field clipped to `length` characters; null when it is no string. */
function clipped(value: unknown, length: number): string | null {
  return typeof value === 'string' ? value.slice(0, length) : null
}

/** SPEC §3: an attribute names its trait by `trait` or `trait_type`; others are left out. */
function attributeOf(entry: unknown): NftAttribute[] {
  if (!isRecord(entry)) return []
  const trait = entry.trait_type ?? entry.trait
  const { value } = entry
  if (typeof trait !== 'string') return []
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
    return []
  return [{ trait: trait.slice(0, maxNameLength), value: String(value).slice(0, maxNameLength) }]
}

function decodeDataUri(uri: string): string {
  const comma = uri.indexOf(',')
  const header = uri.slice(0, comma)
  const body = uri.slice(comma + 1)
  if (!header.endsWith(';base64')) return decodeURIComponent(body)
  return new TextDecoder().decode(Uint8Array.from(atob(body), (char) => char.charCodeAt(0)))
}
