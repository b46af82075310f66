import { type OpenedTransaction, openTransaction } from './openTransaction.js'
import type { SolanaTransactionRequest } from './SolanaTransactionRequest.js'

/**
 * A parsed request's transaction, opened: it was checked when parsed, so failing here means the
 * request was changed after that, and nothing may be shown or signed.
 */
export function requireOpenTransaction(request: SolanaTransactionRequest): OpenedTransaction {
  const opened = openTransaction(request)
  if (!opened) throw new Error('a parsed Solana transaction no longer decodes')
  return opened
}
