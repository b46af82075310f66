import type { Blockhash } from '@solana/kit'

/** Agave's MAX_PROCESSING_AGE: a blockhash lands transactions for 150 blocks after its own. */
export const maxProcessingAge = 150n
/** Agave's MAX_RECENT_BLOCKHASHES: older ones are forgotten altogether. */
const maxRecentBlockhashes = 300

export type BlockhashEntry = { readonly blockhash: Blockhash; readonly blockHeight: bigint }

export type BlockhashQueue = {
  /** Records the blockhash of a new block. */
  push(entry: BlockhashEntry): void
  /** The newest blockhash of a block at or below `blockHeight` (what a commitment level sees). */
  latestAt(blockHeight: bigint): BlockhashEntry
  /** Whether `blockhash` may still land a transaction in a block at `blockHeight`. */
  isValid(blockhash: string, blockHeight: bigint): boolean
}

/** The last valid block height the RPC reports for a blockhash (`getLatestBlockhash`). */
export function lastValidBlockHeight(entry: BlockhashEntry): bigint {
  return entry.blockHeight + maxProcessingAge
}

/**
 * The cluster's recent blockhashes, one per block, as Agave's bank keeps them: each is valid
 * for `maxProcessingAge` blocks, so a transaction signed over an old one fails honestly.
 */
export function createBlockhashQueue(genesis: BlockhashEntry): BlockhashQueue {
  const entries = new Map<string, BlockhashEntry>([[genesis.blockhash, genesis]])
  return {
    push(entry) {
      entries.set(entry.blockhash, entry)
      for (const key of entries.keys()) {
        if (entries.size <= maxRecentBlockhashes) break
        entries.delete(key)
      }
    },
    latestAt(blockHeight) {
      const newestFirst = [...entries.values()].reverse()
      return (
        newestFirst.find((entry) => entry.blockHeight <= blockHeight) ??
        newestFirst.at(-1) ??
        genesis
      )
    },
    isValid(blockhash, blockHeight) {
      const entry = entries.get(blockhash)
      return entry !== undefined && blockHeight <= lastValidBlockHeight(entry)
    },
  }
}
