import { type Address, getAddressEncoder } from '@solana/kit'

/** The fixed widths the Metaplex program pads name, symbol and uri to with NULs. */
const paddedLength = { name: 32, symbol: 10, uri: 200 } as const

/**
 * A Token Metadata account's Borsh data as the Metaplex program writes it (N-020, for tests): key
 * 4 (MetadataV1), update authority, mint, then name, symbol and uri NUL-padded to their fixed
 * widths, each after its u32 length, then a fee, no creators and the flags the parser skips.
 */
export function encodeMetaplexMetadata(metadata: {
  readonly updateAuthority: Address
  readonly mint: Address
  readonly name: string
  readonly symbol: string
  readonly uri: string
}): Uint8Array {
  const addresses = getAddressEncoder()
  const text = (value: string, width: number) => {
    const bytes = new TextEncoder().encode(value)
    const padded = new Uint8Array(4 + Math.max(width, bytes.length))
    new DataView(padded.buffer).setUint32(0, padded.length - 4, true)
    padded.set(bytes, 4)
    return padded
  }
  const parts = [
    Uint8Array.of(4),
    addresses.encode(metadata.updateAuthority),
    addresses.encode(metadata.mint),
    text(metadata.name, paddedLength.name),
    text(metadata.symbol, paddedLength.symbol),
    text(metadata.uri, paddedLength.uri),
    // seller fee 500 (u16), creators None, primary sale false, mutable true, edition nonce None
    Uint8Array.of(0xf4, 0x01, 0, 0, 1, 0),
  ]
  const data = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    data.set(part, offset)
    offset += part.length
  }
  return data
}
