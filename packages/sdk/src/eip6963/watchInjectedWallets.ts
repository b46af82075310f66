import { tesseraProviderInfo } from '../announceProvider.js'
import { type InjectedWallet, parseProviderAnnouncement } from './parseProviderAnnouncement.js'

/**
 * Finds the page's injected wallets through EIP-6963: asks them to announce
 * (`eip6963:requestProvider`) and calls `onWallet` once for each usable announcement, now or
 * later (a wallet may load after the page). Tessera itself is never one: not `ownProvider`, the
 * provider this SDK announces, nor another Tessera on the page (its `rdns`). Returns the function
 * that stops listening.
 *
 * @example const stop = watchInjectedWallets({ ownProvider: tessera.provider, onWallet: show })
 */
export function watchInjectedWallets(parameters: {
  readonly ownProvider: object
  readonly onWallet: (wallet: InjectedWallet) => void
  readonly target?: EventTarget
}): () => void {
  const { ownProvider, onWallet, target = window } = parameters
  const seen = new Set<string>()
  const onAnnounce = (event: Event) => {
    const wallet = parseProviderAnnouncement((event as CustomEvent<unknown>).detail)
    if (!wallet || seen.has(wallet.uuid)) return
    if (wallet.provider === ownProvider || wallet.rdns === tesseraProviderInfo.rdns) return
    seen.add(wallet.uuid)
    onWallet(wallet)
  }
  target.addEventListener('eip6963:announceProvider', onAnnounce)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  return () => target.removeEventListener('eip6963:announceProvider', onAnnounce)
}
