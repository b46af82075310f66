import type { InjectedWallet } from '../eip6963/parseProviderAnnouncement.js'
import { watchInjectedWallets } from '../eip6963/watchInjectedWallets.js'
import {
  type InjectedWalletSignIn,
  signInWithInjectedWallet,
} from '../siwe/signInWithInjectedWallet.js'
import { createElement } from './createElement.js'
import { drawMark } from './drawMark.js'
import { loginErrorText } from './loginErrorText.js'
import { loginModalTexts as texts } from './loginModalTexts.js'
import { providerMarks } from './providerMarks.js'

export type EthereumLoginsParameters = {
  /** The SDK's own provider, which the page's wallets list too: never offered. */
  readonly ownProvider: object
  /** The EIP-4361 sign-in message for the wallet's account and chain (with the login's nonce). */
  readonly messageFor: (account: { address: `0x${string}`; chainId: number }) => Promise<string>
  /** Logs in to Tessera with the message the wallet signed; rejects when it is refused. */
  readonly logIn: (signIn: InjectedWalletSignIn) => Promise<unknown>
  /** Whether logins show above: the section then opens with the "or" divider. */
  readonly hasLoginsAbove: boolean
}

/** The wallet's announced icon (already checked to be a safe data image) or the generic mark. */
const walletIcon = ({ iconUrl }: InjectedWallet) =>
  iconUrl
    ? createElement('img', {
        class: 'wallet-icon',
        src: iconUrl,
        alt: '',
        width: '20',
        height: '20',
      })
    : drawMark(providerMarks.wallet)

/**
 * Sign-In with Ethereum: one "Sign in with …" button for each injected wallet the page announces
 * (EIP-6963), Tessera itself excepted. Hidden until a wallet is found, so without one it never
 * shows; a refusal in the wallet or by the server is said under the buttons, and the modal stays.
 */
export function ethereumLogins(parameters: EthereumLoginsParameters) {
  const status = createElement('p', { class: 'status', role: 'status' })
  const alert = createElement('p', { class: 'alert', role: 'alert' })
  const buttons = createElement('div', { class: 'providers' })
  const element = createElement(
    'section',
    { class: 'social', hidden: true },
    ...(parameters.hasLoginsAbove ? [createElement('p', { class: 'divider' }, texts.or)] : []),
    buttons,
    status,
    alert,
  )
  const addWallet = (wallet: InjectedWallet) => {
    const button = createElement(
      'button',
      { type: 'button', class: 'provider' },
      walletIcon(wallet),
      texts.signInWith(wallet.name),
    )
    button.addEventListener('click', async () => {
      if (button.getAttribute('aria-disabled') === 'true') return
      button.setAttribute('aria-disabled', 'true')
      alert.textContent = ''
      status.textContent = texts.confirmIn(wallet.name)
      try {
        await parameters.logIn(
          await signInWithInjectedWallet(wallet.provider, parameters.messageFor),
        )
      } catch (error) {
        alert.textContent = loginErrorText(error, { kind: 'ethereum', wallet: wallet.name })
      } finally {
        status.textContent = ''
        button.removeAttribute('aria-disabled')
      }
    })
    buttons.append(button)
    element.hidden = false
  }
  const stop = watchInjectedWallets({ ownProvider: parameters.ownProvider, onWallet: addWallet })
  return { element, stop }
}
