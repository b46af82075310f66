/** ERC-721 / ERC-1155 metadata JSON (the fields wallets and marketplaces read). */
export type TokenMetadata = {
  readonly name: string
  readonly description: string
  readonly image: string
  readonly attributes: readonly { readonly trait_type: string; readonly value: string | number }[]
}

const palette = ['#4f46e5', '#0891b2', '#16a34a', '#ea580c', '#db2777'] as const

/** A small square SVG tile, distinct per token id, so NFT views have a real image to show. */
export function tileSvg(tokenId: bigint): string {
  const color = palette[Number(tokenId % BigInt(palette.length))]
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${color}"/><text x="32" y="40" font-size="20" text-anchor="middle" fill="#fff" font-family="sans-serif">#${tokenId}</text></svg>`
}

/** Metadata of a fixture token; `image` is a URL or a data URI. */
export function fixtureMetadata(collection: string, tokenId: bigint, image: string): TokenMetadata {
  return {
    name: `${collection} #${tokenId}`,
    description: `Fixture token ${tokenId} of ${collection} on the Tessera devnet.`,
    image,
    attributes: [
      { trait_type: 'Collection', value: collection },
      { trait_type: 'Number', value: Number(tokenId) },
    ],
  }
}

/** A `data:` URI holding `value` as base64 JSON or SVG. */
export function toDataUri(mimeType: 'application/json' | 'image/svg+xml', value: string): string {
  return `data:${mimeType};base64,${Buffer.from(value).toString('base64')}`
}
