import { registerTesseraWallet, TesseraSolanaProvider } from '@tessera/sdk/solana'
import type { DemoRuntimeConfig } from '../config/DemoRuntimeConfig.js'
import { requireSolanaApp } from '../config/requireSolanaApp.js'
import { createTesseraAdapter } from './createTesseraAdapter.js'
import type { SolanaWalletAdapter } from './SolanaWalletApi.js'

/**
 * Our SDK on the Solana demo app: `@tessera/sdk/solana`'s provider for the requests, and Tessera
 * registered as a Wallet Standard wallet, as a Solana dapp would do it.
 */
export function createTesseraSolanaAdapter(config: DemoRuntimeConfig): SolanaWalletAdapter {
  const { appId } = requireSolanaApp(config)
  const { adapter, tessera } = createTesseraAdapter({ ...config, appId })
  const solana = new TesseraSolanaProvider(tessera)
  registerTesseraWallet(tessera)
  return {
    ...adapter,
    solana: {
      getAccounts: () => solana.getAccounts(),
      connect: async () => [(await solana.connect()).publicKey.toBase58()],
      signMessage: async (message) => (await solana.signMessage(message)).signature,
      signTransaction: (wire) => solana.signTransaction(wire),
      signAllTransactions: (wires) => solana.signAllTransactions([...wires]),
      signAndSendTransaction: async (wire) => (await solana.signAndSendTransaction(wire)).signature,
    },
  }
}
