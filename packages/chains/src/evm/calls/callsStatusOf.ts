import { type Hash, type Hex, numberToHex, type TransactionReceipt } from 'viem'
import type { CallBatch } from '../../requests/CallBatch.js'

/** EIP-5792 status codes of a batch. */
export const batchStatus = {
  /** Not all of its sent calls are on chain yet. */
  pending: 100,
  /** Every call is on chain and succeeded. */
  confirmed: 200,
  /** No call was sent and the wallet will not send them: logout or another network stopped it. */
  notSent: 400,
  /** Every call that reached the chain reverted: only gas was spent. */
  reverted: 500,
  /** Some calls succeeded and others reverted or were never sent. */
  partiallyReverted: 600,
} as const

export type BatchStatus = (typeof batchStatus)[keyof typeof batchStatus]

/** EIP-5792 (2.0.0): a receipt as wallet_getCallsStatus answers it. */
export type CallReceipt = {
  readonly logs: readonly {
    readonly address: Hex
    readonly data: Hex
    readonly topics: readonly Hex[]
  }[]
  readonly status: '0x1' | '0x0'
  readonly blockHash: Hash
  readonly blockNumber: Hex
  readonly gasUsed: Hex
  readonly transactionHash: Hash
}

/** What wallet_getCallsStatus answers (EIP-5792 2.0.0); the account runs calls one by one. */
export type CallsStatus = {
  readonly version: '2.0.0'
  readonly id: string
  readonly chainId: Hex
  readonly status: BatchStatus
  readonly atomic: false
  readonly receipts: readonly CallReceipt[]
}

/**
 * The status of a batch from the receipts of its sent transactions, in order (null: not mined
 * yet): pending while the wallet still sends it or any is missing; not sent when it stopped
 * before its first call; then confirmed when every call succeeded, reverted when none did,
 * partially reverted otherwise (a call the wallet did not send counts as failed).
 */
export function callsStatusOf(
  batch: CallBatch,
  chainId: number,
  receipts: readonly (TransactionReceipt | null)[],
): CallsStatus {
  const mined = receipts.filter((receipt) => receipt !== null)
  return {
    version: '2.0.0',
    id: batch.id,
    chainId: numberToHex(chainId),
    status: statusOf(batch, receipts),
    atomic: false,
    receipts: mined.map(callReceipt),
  }
}

function statusOf(batch: CallBatch, receipts: readonly (TransactionReceipt | null)[]) {
  if (!batch.isComplete || receipts.includes(null)) return batchStatus.pending
  if (batch.hashes.length === 0) return batchStatus.notSent
  const succeeded = receipts.filter((receipt) => receipt?.status === 'success').length
  if (succeeded === batch.callCount) return batchStatus.confirmed
  return succeeded === 0 ? batchStatus.reverted : batchStatus.partiallyReverted
}

function callReceipt(receipt: TransactionReceipt): CallReceipt {
  return {
    logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
    status: receipt.status === 'success' ? '0x1' : '0x0',
    blockHash: receipt.blockHash,
    blockNumber: numberToHex(receipt.blockNumber),
    gasUsed: numberToHex(receipt.gasUsed),
    transactionHash: receipt.transactionHash,
  }
}
