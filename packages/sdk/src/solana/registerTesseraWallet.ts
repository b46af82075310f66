import type {
  WindowAppReadyEvent,
  WindowAppReadyEventAPI,
  WindowRegisterWalletEventCallback,
} from '@wallet-standard/base'
import { TesseraSolanaWallet, type WalletTessera } from './TesseraSolanaWallet.js'

const refuse = () => {
  throw new Error('This Wallet Standard event cannot be stopped')
}

/**
 * Registers Tessera as a Solana wallet of the Wallet Standard, so apps built on the Solana wallet
 * adapter list it, whether their code loaded before or after this call. It speaks the standard's
 * window events (`wallet-standard:register-wallet` out, `wallet-standard:app-ready` in), so every
 * copy of `@wallet-standard/app` on the page finds it. Returns the function that unregisters it.
 * Without a window (server-side rendering) it does nothing.
 *
 * @example
 * const tessera = new Tessera({ appId, walletUrl })
 * registerTesseraWallet(tessera)
 */
export function registerTesseraWallet(
  tessera: WalletTessera,
  target: EventTarget | undefined = typeof window === 'undefined' ? undefined : window,
): () => void {
  if (!target) return () => undefined
  const wallet = new TesseraSolanaWallet(tessera)
  const unregisters: (() => void)[] = []
  const register: WindowRegisterWalletEventCallback = (api: WindowAppReadyEventAPI) => {
    unregisters.push(api.register(wallet))
  }
  const onAppReady = (event: Event) => register((event as WindowAppReadyEvent).detail)
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  // The standard's events are unstoppable: no other listener may keep an app from the wallet.
  const announcement = Object.assign(
    new CustomEvent('wallet-standard:register-wallet', { detail: register }),
    { preventDefault: refuse, stopPropagation: refuse, stopImmediatePropagation: refuse },
  )
  target.dispatchEvent(announcement)
  return () => {
    target.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
