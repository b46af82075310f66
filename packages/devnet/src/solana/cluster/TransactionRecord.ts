import type { Address, Signature, TokenBalance, TransactionError } from '@solana/kit'
import type { AccountKey, LoadedAddresses } from '../transactions/resolveAccountKeys.js'

/** An instruction a program invoked, by account indexes (the `json` form). */
export type CompiledInnerInstruction = {
  readonly programIdIndex: number
  readonly accounts: readonly number[]
  /** base58 */
  readonly data: string
  readonly stackHeight: number
}

export type InnerInstructions = {
  /** The top-level instruction that made the calls. */
  readonly index: number
  readonly instructions: readonly CompiledInnerInstruction[]
}

/** What running a transaction produced, whether it was kept (sent) or not (simulated). */
export type ExecutionMeta = {
  readonly err: TransactionError | null
  readonly logMessages: readonly string[]
  readonly computeUnitsConsumed: number
  readonly innerInstructions: readonly InnerInstructions[]
  readonly returnData: { readonly programId: Address; readonly data: string } | null
}

/**
 * A transaction the cluster committed, as plain JSON so the ledger can be saved as is: u64
 * amounts are decimal strings, the transaction its base64 wire bytes.
 */
export type TransactionRecord = ExecutionMeta & {
  readonly signature: Signature
  readonly slot: number
  /** Unix seconds of the block. */
  readonly blockTime: number
  readonly transaction: string
  readonly fee: string
  /** Micro-lamports per compute unit it bid (`getRecentPrioritizationFees`). */
  readonly computeUnitPrice: string
  readonly accountKeys: readonly AccountKey[]
  readonly loadedAddresses: LoadedAddresses
  readonly preBalances: readonly string[]
  readonly postBalances: readonly string[]
  readonly preTokenBalances: readonly TokenBalance[]
  readonly postTokenBalances: readonly TokenBalance[]
}
