import { AuthProvider, BearerAuthentication } from '@arcana/auth'
import type { DemoRuntimeConfig } from '../config/DemoRuntimeConfig.js'
import type { DemoProvider, WalletAdapter } from './WalletAdapter.js'

/**
 * Drives the wallet with the unmodified `@arcana/auth` 1.0.12 from npm, configured as
 * HOST-PROTOCOL §H says: a 40-hex app id and the three Tessera URLs, `walletUrl` an exact origin.
 */
export function createArcanaAdapter(config: DemoRuntimeConfig): {
  adapter: WalletAdapter
  /** The package's own object, for what the shared adapter leaves out (`auth.solana`). */
  auth: AuthProvider
} {
  const auth = new AuthProvider(config.appId, {
    network: {
      authUrl: config.authUrl,
      gatewayUrl: config.gatewayUrl,
      walletUrl: config.walletUrl,
    },
    theme: 'light',
  })
  const adapter: WalletAdapter = {
    sdkName: '@arcana/auth 1.0.12',
    // `provider` exists before init(); its requests wait for the frame.
    provider: auth.provider as unknown as DemoProvider,
    init: async () => {
      await auth.init()
    },
    connect: async () => {
      await auth.connect()
    },
    loginWithSocial: async (kind) => {
      await auth.loginWithSocial(kind)
    },
    startOtpLogin: async (email) => {
      const login = await auth.loginWithOTPStart(email)
      await login.begin()
    },
    completeOtpLogin: (code) => auth.loginWithOTPComplete(code),
    loginWithLink: async (email) => {
      await auth.loginWithLink(email)
    },
    loginWithCustomProvider: async (login) => {
      await auth.loginWithCustomProvider(login)
    },
    loginWithFirebase: async (login) => {
      await auth.loginWithBearer(BearerAuthentication.firebase, login)
    },
    // The package's enum names Firebase only; it passes any bearer type on to the wallet as is.
    loginWithTelegram: async (token) => {
      await auth.loginWithBearer('telegram' as BearerAuthentication, { uid: '', token })
    },
    isLoggedIn: () => auth.isLoggedIn(),
    getUser: () => auth.getUser(),
    showWallet: async () => {
      auth.showWallet()
    },
    logout: () => auth.logout(),
  }
  return { adapter, auth }
}
