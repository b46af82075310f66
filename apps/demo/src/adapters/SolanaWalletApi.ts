import type { WalletAdapter } from './WalletAdapter.js'

/**
 * What a Solana dapp asks of a wallet, in wire bytes: both SDKs' Solana APIs behind one shape,
 * so the same panel proves both drive the same wallet.
 */
export type SolanaWalletApi = {
  getAccounts(): Promise<string[]>
  /** The wallet's `connect` (issue #17): the account, after the Connect view if the app was revoked. */
  connect(): Promise<string[]>
  /** The Ed25519 signature of `message` by the wallet's key. */
  signMessage(message: Uint8Array): Promise<Uint8Array>
  /** The transaction (wire bytes) with the wallet's signature added. */
  signTransaction(transaction: Uint8Array): Promise<Uint8Array>
  signAllTransactions(transactions: readonly Uint8Array[]): Promise<Uint8Array[]>
  /** Signed and sent by the wallet; its signature (base58), which names the transaction. */
  signAndSendTransaction(transaction: Uint8Array): Promise<string>
}

/** A host SDK driving a Solana app: the logins of every page, and the Solana API. */
export type SolanaWalletAdapter = WalletAdapter & { readonly solana: SolanaWalletApi }
