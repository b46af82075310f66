import { WalletError } from '@tessera/errors'
import type { NftAttribute } from '../../../assets/WatchedAsset.js'
import { isRecord } from '../../../params/isRecord.js'
import { resolveTokenUri } from './resolveTokenUri.js'

export type NftMetadata = {
  readonly name: string | null
  readonly description: string | null
  readonly image: string | null
  readonly animationUrl: string | null
  readonly attributes: readonly NftAttribute[]
}

/**
 * An NFT's metadata from its token URI: `data:` URIs decoded locally, everything else fetched
 * (SPEC §7). Any failure is W-147 'failed to fetch details' (SPEC §5).
 */
export async function fetchNftMetadata(uri: string, tokenId: bigint): Promise<NftMetadata> {
  try {
    const url = resolveTokenUri(uri, tokenId)
    const json: unknown = url.startsWith('data:')
      ? JSON.parse(decodeDataUri(url))
      : await fetch(url).then((response) => {
          if (!response.ok) throw new Error(`metadata answered ${response.status}`)
          return response.json()
        })
    if (!isRecord(json)) throw new Error('metadata is not an object')
    const text = (value: unknown) => (typeof value === 'string' ? value : null)
    const resolved = (value: string | null) =>
      value === null ? null : resolveTokenUri(value, tokenId)
    return {
      name: text(json.name),
      description: text(json.description),
      image: resolved(text(json.image) ?? text(json.image_url)),
      animationUrl: resolved(text(json.animation_url)),
      attributes: Array.isArray(json.attributes) ? json.attributes.flatMap(attributeOf) : [],
    }
  } catch (error) {
    throw new WalletError('W-147', { details: 'NFT metadata unavailable', cause: error })
  }
}

/** SPEC §3: an attribute names its trait by `trait` or `trait_type`; others are left out. */
function attributeOf(entry: unknown): NftAttribute[] {
  if (!isRecord(entry)) return []
  const trait = entry.trait_type ?? entry.trait
  const { value } = entry
  if (typeof trait !== 'string') return []
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
    return []
  return [{ trait, value: String(value) }]
}

function decodeDataUri(uri: string): string {
  const comma = uri.indexOf(',')
  const header = uri.slice(0, comma)
  const body = uri.slice(comma + 1)
  if (!header.endsWith(';base64')) return decodeURIComponent(body)
  return new TextDecoder().decode(Uint8Array.from(atob(body), (char) => char.charCodeAt(0)))
}
