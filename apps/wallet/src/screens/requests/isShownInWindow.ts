import type { RequestDescription } from '@tessera/engine'
import { carriesTransactions } from './carriesTransactions.js'

/**
 * Whether a request may be shown and decided in the permission popup (SPEC §2 `/:appId/permission`,
 * issue #20): only where the compact approval shows no more than the popup does (title, requester
 * and chain, one line, security alerts) and its Approve waits for no fee, simulation or balance
 * check (W-107). A transaction (eth_sendTransaction, a wallet_sendCalls batch, Solana
 * transactions) and a Sign-In with Ethereum message (its warnings) are decided in the frame only.
 */
export function isShownInWindow(description: RequestDescription): boolean {
  if (description.kind === 'sendTransaction' || carriesTransactions(description)) return false
  return !(description.kind === 'signMessage' && description.siwe)
}
