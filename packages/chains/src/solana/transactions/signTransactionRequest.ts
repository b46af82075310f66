import type { Transaction } from '@solana/kit'
import type { SolanaAccount } from '../SolanaContext.js'
import { requireOpenTransaction } from './requireOpenTransaction.js'
import type { SolanaTransactionRequest } from './SolanaTransactionRequest.js'

type SignableTransaction = Parameters<SolanaAccount['signTransactions']>[0][number]

/**
 * The host's transaction with the wallet's signature in its slot: its message bytes as received
 * are what is signed, and every other signature is kept as it came.
 */
export async function signTransactionRequest(
  request: SolanaTransactionRequest,
  account: SolanaAccount,
): Promise<Transaction> {
  const { transaction } = requireOpenTransaction(request)
  // The wallet signs the message bytes whatever their lifetime and size: the node judges those.
  const [signature] = await account.signTransactions([transaction as SignableTransaction])
  return { ...transaction, signatures: { ...transaction.signatures, ...signature } }
}
