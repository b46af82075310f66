import type { EncodedAccount, TokenBalance } from '@solana/kit'
import type { DecodedTransaction } from '../transactions/decodeWireTransaction.js'
import { feeForMessage } from '../transactions/feeForMessage.js'
import type { AccountKey, LoadedAddresses } from '../transactions/resolveAccountKeys.js'
import type { ReadAccount } from './accountReader.js'
import type { SolanaCluster } from './createSolanaCluster.js'
import { loadTransaction } from './loadTransaction.js'
import { readLamports, readTokenBalances } from './readBalances.js'
import { readExecutionMeta } from './readExecutionMeta.js'
import type { ExecutionMeta } from './TransactionRecord.js'

/** A simulation's outcome; the balance fields are null when the transaction did not load. */
export type SimulationResult = ExecutionMeta & {
  readonly fee: bigint | null
  readonly accountKeys: readonly AccountKey[] | null
  readonly loadedAddresses: LoadedAddresses | null
  readonly preBalances: readonly string[] | null
  readonly postBalances: readonly string[] | null
  readonly preTokenBalances: readonly TokenBalance[] | null
  readonly postTokenBalances: readonly TokenBalance[] | null
  /** Reads an account as the transaction left it. */
  readonly readAfter: ReadAccount
}

/**
 * Runs a transaction against the current state and keeps nothing. Signatures are not checked
 * here: the caller decides (`sigVerify`, preflight) and checks them itself.
 */
export function simulateExecution(
  cluster: SolanaCluster,
  transaction: DecodedTransaction,
  options: { readonly replaceRecentBlockhash: boolean },
): SimulationResult {
  const { svm, readAccount } = cluster
  const loaded = loadTransaction(cluster, transaction, options)
  if ('err' in loaded)
    return {
      err: loaded.err,
      logMessages: [],
      computeUnitsConsumed: 0,
      innerInstructions: [],
      returnData: null,
      fee: null,
      accountKeys: null,
      loadedAddresses: null,
      preBalances: null,
      postBalances: null,
      preTokenBalances: null,
      postTokenBalances: null,
      readAfter: readAccount,
    }
  const { keys, loadedAddresses } = loaded
  svm.withSigverify(false)
  let result: ReturnType<typeof svm.simulateTransaction>
  try {
    result = svm.simulateTransaction(transaction.transaction)
  } finally {
    svm.withSigverify(true)
  }
  const changed = new Map<string, EncodedAccount>(
    'err' in result ? [] : result.postAccounts().map((account) => [account.address, account]),
  )
  // An account left without lamports is gone once the transaction ends.
  const readAfter: ReadAccount = (address) => {
    const account = changed.get(address)
    if (!account) return readAccount(address)
    return account.lamports === 0n ? null : account
  }
  return {
    ...readExecutionMeta('err' in result ? result : result.meta()),
    fee: feeForMessage(transaction.message).fee,
    accountKeys: keys,
    loadedAddresses,
    preBalances: readLamports(keys, readAccount),
    postBalances: readLamports(keys, readAfter),
    preTokenBalances: readTokenBalances(keys, readAccount),
    postTokenBalances: readTokenBalances(keys, readAfter),
    readAfter,
  }
}
