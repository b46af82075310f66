/**
 * EIP-2255 (issue #17): what the Connect view shows, in any family: which origin asks to see
 * which account (EVM 0x hex, Solana base58).
 */
export type ConnectDescription = {
  readonly kind: 'connect'
  /** EVM's wallet_requestPermissions and eth_requestAccounts, Solana's connect. */
  readonly method: 'wallet_requestPermissions' | 'eth_requestAccounts' | 'connect'
  /** The host page's origin, which will see the account. */
  readonly origin: string
  /** The account the app will see. */
  readonly account: string
}
