// The app of the Solana entry's browser test: a dapp on the Wallet Standard (it reads wallets
// with @wallet-standard/app, as the Solana wallet adapter does) beside the SDK's IIFE build.
import { getWallets } from '@wallet-standard/app'
import { registerTesseraWallet } from '../solana/index.js'

/** What this app adds to the host page. */
export type SolanaHostApp = {
  readonly registerTesseraWallet: typeof registerTesseraWallet
  readonly wallets: ReturnType<typeof getWallets>
}

Object.assign(window, {
  solanaApp: { registerTesseraWallet, wallets: getWallets() } satisfies SolanaHostApp,
})
