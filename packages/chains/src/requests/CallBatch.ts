import type { NetworkId } from '../networks/NetworkId.js'

/**
 * EIP-5792 (issue #17): a batch of calls an app sent with wallet_sendCalls, as the wallet keeps
 * it so wallet_getCallsStatus can answer later: where it was sent and the transactions sent so far.
 */
export type CallBatch = {
  /** The app's batch id, or the one the wallet made for it. */
  readonly id: string
  readonly networkId: NetworkId
  /**
   * How many calls the batch has; fewer hashes means the wallet stopped before a later call
   * (none: before the first, when the session stopped it).
   */
  readonly callCount: number
  /** The transaction of each call sent, in the batch's order. */
  readonly hashes: readonly string[]
  /**
   * False while the wallet is still sending the batch's calls: its status is pending then; true
   * once it sends none of the rest.
   */
  readonly isComplete: boolean
}

/** Where the wallet keeps the batches of the logged-in user and the host app (per user and app). */
export type CallBatchStore = {
  find(id: string): CallBatch | undefined
  /** Adds the batch, or replaces the one with its id. */
  save(batch: CallBatch): void
}
