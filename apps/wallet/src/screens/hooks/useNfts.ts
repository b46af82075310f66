import type { NetworkId, Nft } from '@tessera/engine'
import { useCallback, useSyncExternalStore } from 'react'
import { useWalletContext } from '../WalletContext.js'

/** The user's NFTs on a network, oldest first, following the engine's AssetBook (SPEC §3 NFT). */
export function useNfts(networkId: NetworkId): readonly Nft[] {
  const { nfts } = useWalletContext().engine
  const subscribe = useCallback((listener: () => void) => nfts.subscribe(listener), [nfts])
  const snapshot = useCallback(() => nfts.list(networkId), [nfts, networkId])
  return useSyncExternalStore(subscribe, snapshot)
}
