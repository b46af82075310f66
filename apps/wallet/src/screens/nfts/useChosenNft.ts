import type { Nft } from '@tessera/engine'
import { useSearchParams } from 'react-router'
import { useSelectedNetwork } from '../hooks/useNetworks.js'
import { useNfts } from '../hooks/useNfts.js'

/**
 * The NFT a screen was opened for (SPEC §2 'receives props'): `?address=…&tokenId=…` (see
 * `nftPath`) among the user's NFTs on the selected network; undefined when it is not there (any
 * more), and the screen then returns to the list.
 */
export function useChosenNft(): Nft | undefined {
  const [search] = useSearchParams()
  const { id } = useSelectedNetwork()
  const nfts = useNfts(id)
  const address = search.get('address')?.toLowerCase()
  const tokenId = search.get('tokenId')
  return nfts.find(
    (nft) => nft.address.toLowerCase() === address && nft.tokenId.toString() === tokenId,
  )
}
