import type { Nft } from '@tessera/engine'
import { texts } from '../texts.js'

/** What an NFT is called: its metadata name, else its collection and token id. */
export function nftName(nft: Pick<Nft, 'name' | 'collectionName' | 'tokenId'>): string {
  return nft.name ?? texts.transaction.nftItem(nft.collectionName, nft.tokenId.toString())
}
