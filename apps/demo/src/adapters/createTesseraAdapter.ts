import { Tessera } from '@tessera/sdk'
import type { DemoRuntimeConfig } from '../config/DemoRuntimeConfig.js'
import type { WalletAdapter } from './WalletAdapter.js'

/** `?theme=light` or `?theme=dark` on the page sets the login modal's theme; else it is the app's. */
function themeOfPage(): { theme?: 'light' | 'dark' } {
  const theme = new URLSearchParams(location.search).get('theme')
  return theme === 'light' || theme === 'dark' ? { theme } : {}
}

/** Drives the wallet with our own host SDK, `@tessera/sdk`. */
export function createTesseraAdapter(config: DemoRuntimeConfig): {
  adapter: WalletAdapter
  /** The SDK itself, for what the shared adapter leaves out (its Solana provider). */
  tessera: Tessera
} {
  const tessera = new Tessera({
    appId: config.appId,
    walletUrl: config.walletUrl,
    gatewayUrl: config.gatewayUrl,
    ...themeOfPage(),
  })
  const adapter: WalletAdapter = {
    sdkName: '@tessera/sdk',
    provider: tessera.provider,
    init: async () => {
      await tessera.init()
    },
    connect: async () => {
      await tessera.connect()
    },
    loginWithSocial: async (kind) => {
      await tessera.loginWithSocial(kind)
    },
    startOtpLogin: async (email) => {
      await tessera.loginWithOTPStart(email)
    },
    completeOtpLogin: async (code) => {
      await tessera.loginWithOTPComplete(code)
    },
    loginWithLink: async (email) => {
      await tessera.loginWithLink(email)
    },
    loginWithCustomProvider: async (login) => {
      await tessera.loginWithCustomProvider(login)
    },
    loginWithFirebase: async (login) => {
      await tessera.loginWithBearer('firebase', login)
    },
    loginWithTelegram: async (token) => {
      await tessera.loginWithBearer('telegram', { token })
    },
    isLoggedIn: () => tessera.isLoggedIn(),
    getUser: () => tessera.getUser(),
    showWallet: async () => {
      await tessera.showWallet()
    },
    logout: async () => {
      await tessera.logout()
    },
  }
  return { adapter, tessera }
}
