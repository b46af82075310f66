import type { Nft } from '@tessera/engine'
import { useCallback, useSyncExternalStore } from 'react'
import { useWalletContext } from '../WalletContext.js'

/** The user's NFTs on a chain, oldest first, following the engine's AssetBook (SPEC §3 NFT). */
export function useNfts(chainId: number): readonly Nft[] {
  const { nfts } = useWalletContext().engine
  const subscribe = useCallback((listener: () => void) => nfts.subscribe(listener), [nfts])
  const snapshot = useCallback(() => nfts.list(chainId), [nfts, chainId])
  return useSyncExternalStore(subscribe, snapshot)
}
