const ipfsGateway = 'https://ipfs.io/ipfs/' // SPEC §7: IPFS URLs rewritten to a public gateway

/** `ipfs://` in any case, with an optional `ipfs/` path head (`ipfs://ipfs/<cid>`). */
const ipfsPrefix = /^ipfs:\/\/(ipfs\/)?/i

/**
 * The URL to read NFT metadata or an image from: ERC-1155 `{id}` filled with the 64-hex id,
 * `ipfs://` (any case, N-020) rewritten to a public gateway.
 */
export function resolveTokenUri(uri: string, tokenId: bigint): string {
  const filled = uri.replaceAll('{id}', tokenId.toString(16).padStart(64, '0'))
  return ipfsPrefix.test(filled) ? filled.replace(ipfsPrefix, ipfsGateway) : filled
}
