import type { Commitment } from '@solana/kit'
import { finalizationDepth, type SolanaCluster } from '../cluster/createSolanaCluster.js'
import type { TransactionRecord } from '../cluster/TransactionRecord.js'

/**
 * How settled a landed transaction is: confirmed at once (a lone validator votes on its own
 * blocks), finalized `finalizationDepth` blocks later, when its confirmations count becomes null.
 */
export function confirmationOf(
  record: TransactionRecord,
  cluster: SolanaCluster,
): { readonly confirmations: bigint | null; readonly confirmationStatus: Commitment } {
  const depth = cluster.block('processed').slot - BigInt(record.slot)
  return depth >= finalizationDepth
    ? { confirmations: null, confirmationStatus: 'finalized' }
    : { confirmations: depth, confirmationStatus: 'confirmed' }
}

/** A `getSignatureStatuses` entry. */
export function signatureStatus(record: TransactionRecord, cluster: SolanaCluster) {
  return {
    slot: BigInt(record.slot),
    ...confirmationOf(record, cluster),
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
  }
}
