import { getBase64Decoder, type TransactionError } from '@solana/kit'
import type { DecodedTransaction } from '../transactions/decodeWireTransaction.js'
import { feeForMessage } from '../transactions/feeForMessage.js'
import { toTransactionError } from '../transactions/toTransactionError.js'
import type { SolanaCluster } from './createSolanaCluster.js'
import { loadTransaction } from './loadTransaction.js'
import { readLamports, readTokenBalances } from './readBalances.js'
import { readExecutionMeta } from './readExecutionMeta.js'
import type { TransactionRecord } from './TransactionRecord.js'

export type ExecutionResult =
  | { readonly committed: true; readonly record: TransactionRecord }
  | { readonly committed: false; readonly err: TransactionError }

/**
 * Lands a transaction in a block of its own, as a leader would, and keeps it in the ledger,
 * failed or not (a failed one still pays its fee). One that cannot load (unknown blockhash,
 * unfunded fee payer, bad signature, already landed) is dropped: nothing is charged or kept.
 */
export function executeTransaction(
  cluster: SolanaCluster,
  transaction: DecodedTransaction,
): ExecutionResult {
  const loaded = loadTransaction(cluster, transaction, { replaceRecentBlockhash: false })
  if ('err' in loaded) return { committed: false, err: loaded.err }
  const { svm, readAccount } = cluster
  const { keys, loadedAddresses } = loaded
  cluster.advanceSlots(1)
  const preBalances = readLamports(keys, readAccount)
  const preTokenBalances = readTokenBalances(keys, readAccount)
  let result: ReturnType<typeof svm.sendTransaction>
  try {
    result = svm.sendTransaction(transaction.transaction)
  } catch {
    // LiteSVM's wrapper refuses a transaction with a signature missing, which a validator's
    // signature check drops.
    return { committed: false, err: 'SignatureFailure' }
  }
  // LiteSVM keeps what it committed: a success, or a failure past loading (fee charged).
  if ('err' in result && svm.getTransaction(transaction.signature) === null)
    return { committed: false, err: toTransactionError(result.err()) }
  const { fee, computeUnitPrice } = feeForMessage(transaction.message)
  const record: TransactionRecord = {
    ...readExecutionMeta(result),
    signature: transaction.signature,
    slot: Number(cluster.block('processed').slot),
    blockTime: Number(svm.getClock().unixTimestamp),
    transaction: getBase64Decoder().decode(transaction.wireBytes),
    fee: String(fee),
    computeUnitPrice: String(computeUnitPrice),
    accountKeys: keys,
    loadedAddresses,
    preBalances,
    postBalances: readLamports(keys, readAccount),
    preTokenBalances,
    postTokenBalances: readTokenBalances(keys, readAccount),
  }
  cluster.ledger.add(record)
  return { committed: true, record }
}
