import type { NftKey } from '@tessera/engine'

/** One string per listed NFT (network, contract, token id): React keys and sets of NFTs. */
export function nftKey(nft: NftKey): string {
  return `${nft.networkId}:${nft.address}:${nft.tokenId}`
}
