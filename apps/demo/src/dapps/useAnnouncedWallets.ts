import { useEffect, useState } from 'react'
import type { DemoProvider } from '../adapters/WalletAdapter.js'

/** An EIP-6963 announcement: the wallet's `EIP6963ProviderInfo` and its EIP-1193 provider. */
export type AnnouncedWallet = {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: DemoProvider
}

/**
 * The wallets the page announces under EIP-6963, in announcement order: listens for
 * `eip6963:announceProvider` and dispatches `eip6963:requestProvider`, as any dapp finds the
 * wallets of its page. Announcements without a uuid or a provider are ignored.
 */
export function useAnnouncedWallets(): readonly AnnouncedWallet[] {
  const [wallets, setWallets] = useState<readonly AnnouncedWallet[]>([])
  useEffect(() => {
    const onAnnounce = (event: Event) => {
      const wallet = (event as CustomEvent<Partial<AnnouncedWallet> | null>).detail
      if (typeof wallet?.info?.uuid !== 'string' || typeof wallet.provider?.request !== 'function')
        return
      const announced = wallet as AnnouncedWallet
      setWallets((current) =>
        current.some(({ info }) => info.uuid === announced.info.uuid)
          ? current
          : [...current, announced],
      )
    }
    window.addEventListener('eip6963:announceProvider', onAnnounce)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    return () => window.removeEventListener('eip6963:announceProvider', onAnnounce)
  }, [])
  return wallets
}
