// The app of the SIWE login modal's browser test: a page with an injected wallet announced under
// EIP-6963 (a viem local account that really signs) and the login modal with Sign-In with
// Ethereum, its sign-in message built for this page and the wallet's signatures kept for checking.
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { showLoginModal } from '../loginModal/showLoginModal.js'
import type { InjectedWalletSignIn } from '../siwe/signInWithInjectedWallet.js'

/** Anvil's first development key: a well-known test account, never a real one. */
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)

/** How a test's injected wallet presents itself and whether its user declines. */
export type InjectedWalletOptions = { name: string; icon: string; declines?: boolean }

/** What this app adds to the host page. */
export type SiweHostApp = {
  readonly address: string
  /** Announces a wallet now and on every `eip6963:requestProvider`, as a browser extension does. */
  readonly injectWallet: (options: InjectedWalletOptions) => void
  /** Opens the modal for an app with `logins`; `ownProvider` is the SDK's own provider. */
  readonly openModal: (logins: string[], ownProvider: object) => void
  readonly signIns: InjectedWalletSignIn[]
}

const injectWallet = ({ name, icon, declines = false }: InjectedWalletOptions) => {
  const declined = () => Promise.reject({ code: 4001, message: 'User rejected the request.' })
  const answers: Record<string, (params: unknown[]) => Promise<unknown>> = {
    eth_requestAccounts: async () => [account.address],
    eth_chainId: async () => '0x7a69',
    personal_sign: ([data]) =>
      declines ? declined() : account.signMessage({ message: { raw: data as `0x${string}` } }),
  }
  const provider = {
    request: ({ method, params = [] }: { method: string; params?: unknown[] }) =>
      answers[method]?.(params) ?? Promise.reject({ code: 4200, message: 'Unsupported method' }),
  }
  const detail = {
    info: { uuid: crypto.randomUUID(), name, icon, rdns: 'test.injected' },
    provider,
  }
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

const signIns: InjectedWalletSignIn[] = []

const openModal = (logins: string[], ownProvider: object) => {
  const modal = showLoginModal({
    app: { name: 'Demo', logoUrl: '', theme: 'light' },
    logins,
    loginWithSocial: async () => undefined,
    loginWithOTPStart: async () => ({ isCompleteRequired: true }),
    loginWithOTPComplete: async () => undefined,
    ethereum: {
      ownProvider,
      messageFor: async (account) =>
        createSiweMessage({
          ...account,
          domain: location.host,
          uri: location.origin,
          statement: 'Log in to Demo with Tessera.',
          nonce: 'a1b2c3d4e5f6a1b2',
          issuedAt: new Date(),
          version: '1',
        }),
      logIn: async (signIn) => {
        signIns.push(signIn)
        modal.close()
      },
    },
  })
}

Object.assign(window, {
  siweApp: { address: account.address, injectWallet, openModal, signIns } satisfies SiweHostApp,
})
