import { getAddressDecoder } from '@solana/kit'

/** What a Metaplex Token Metadata account says of its mint (N-020), strings trimmed. */
export type MetaplexMetadata = {
  readonly updateAuthority: string
  readonly mint: string
  readonly name: string
  readonly symbol: string
  /** Where its JSON metadata is: http(s), ipfs or data; '' when none. */
  readonly uri: string
}

/** The account key of a `Metadata` account (mpl-token-metadata `Key::MetadataV1`). */
const metadataV1Key = 4

/**
 * The head of a Token Metadata account's Borsh data (N-020): key, update authority, mint, then
 * name, symbol and uri, each a u32-length-prefixed UTF-8 string padded with NULs (trimmed here).
 * The fields after the uri are not read. Undefined for data of another account kind, too short
 * for what it announces, or not UTF-8.
 */
export function parseMetaplexMetadata(data: Uint8Array): MetaplexMetadata | undefined {
  if (data[0] !== metadataV1Key || data.length < 1 + 32 + 32) return undefined
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const decoder = new TextDecoder('utf-8', { fatal: true })
  const addresses = getAddressDecoder()
  let offset = 1 + 32 + 32
  const readString = (): string | undefined => {
    if (offset + 4 > data.length) return undefined
    const length = view.getUint32(offset, true)
    const end = offset + 4 + length
    if (end > data.length) return undefined
    const bytes = data.subarray(offset + 4, end)
    offset = end
    try {
      return decoder.decode(bytes).replaceAll('\0', '').trim()
    } catch {
      return undefined
    }
  }
  const name = readString()
  const symbol = readString()
  const uri = readString()
  if (name === undefined || symbol === undefined || uri === undefined) return undefined
  return {
    updateAuthority: addresses.decode(data.subarray(1, 33)),
    mint: addresses.decode(data.subarray(33, 65)),
    name,
    symbol,
    uri,
  }
}
