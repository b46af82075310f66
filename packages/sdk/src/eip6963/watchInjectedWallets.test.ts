import { expect, test } from 'vitest'
import { announceProvider } from '../announceProvider.js'
import type { InjectedWallet } from './parseProviderAnnouncement.js'
import { watchInjectedWallets } from './watchInjectedWallets.js'

/** A page's injected wallet: announces on request, as EIP-6963 wallets do. */
const injectWallet = (target: EventTarget, name: string) => {
  const detail = {
    info: { uuid: crypto.randomUUID(), name, icon: 'data:image/png;base64,AA', rdns: `io.${name}` },
    provider: { request: async () => null },
  }
  const announce = () =>
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  return announce
}

test("behavior: #19 finds the page's injected wallets once each, those that announce later too, never Tessera itself; stops when asked", () => {
  const target = new EventTarget()
  const ownProvider = { request: async () => null }
  announceProvider(ownProvider, target)
  announceProvider({ request: async () => null }, target) // another Tessera on the page
  const announceFox = injectWallet(target, 'Fox')
  const found: InjectedWallet[] = []
  const stop = watchInjectedWallets({ ownProvider, target, onWallet: (w) => found.push(w) })
  expect(found.map((wallet) => wallet.name)).toEqual(['Fox'])
  announceFox()
  const announceLate = injectWallet(target, 'Late')
  announceLate()
  expect(found.map((wallet) => wallet.name)).toEqual(['Fox', 'Late'])
  stop()
  injectWallet(target, 'AfterStop')()
  expect(found).toHaveLength(2)
})
