import type { TransactionError } from '@solana/kit'
import type { DecodedTransaction } from '../transactions/decodeWireTransaction.js'
import { type ResolvedAccountKeys, resolveAccountKeys } from '../transactions/resolveAccountKeys.js'
import type { SolanaCluster } from './createSolanaCluster.js'

/**
 * The checks a bank makes before it runs a transaction: its lookup tables load, its blockhash
 * is recent (unless a simulation replaces it) and it has not landed before. A failure here is a
 * transaction error with nothing run and no fee charged.
 */
export function loadTransaction(
  cluster: SolanaCluster,
  { message, signature }: DecodedTransaction,
  { replaceRecentBlockhash }: { readonly replaceRecentBlockhash: boolean },
): ResolvedAccountKeys | { readonly err: TransactionError } {
  const resolved = resolveAccountKeys(message, cluster.readAccount)
  if ('err' in resolved) return resolved
  if (!replaceRecentBlockhash && !cluster.isBlockhashValid(message.lifetimeToken))
    return { err: 'BlockhashNotFound' }
  if (cluster.ledger.get(signature)) return { err: 'AlreadyProcessed' }
  return resolved
}
