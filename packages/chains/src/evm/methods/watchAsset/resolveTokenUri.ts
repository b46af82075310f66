const ipfsGateway = 'https://ipfs.io/ipfs/' // SPEC §7: IPFS URLs rewritten to a public gateway

/**
 * The URL to read NFT metadata or an image from: ERC-1155 `{id}` filled with the 64-hex id,
 * `ipfs://` rewritten to a public gateway.
 */
export function resolveTokenUri(uri: string, tokenId: bigint): string {
  const filled = uri.replaceAll('{id}', tokenId.toString(16).padStart(64, '0'))
  return filled.startsWith('ipfs://')
    ? `${ipfsGateway}${filled.slice('ipfs://'.length).replace(/^ipfs\//, '')}`
    : filled
}
