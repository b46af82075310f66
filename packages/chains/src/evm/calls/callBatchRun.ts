import type { Hash } from 'viem'

/** Why the wallet stopped a batch before sending all its calls: the session changed under it. */
export type BatchStopReason = 'logout' | 'revoked' | 'networkChanged'

/**
 * EIP-5792 (issue #17): a wallet_sendCalls batch as the wallet sends it, one call after another.
 * It ends when every call was sent, when a call could not be sent or the one before it did not
 * succeed on chain (`callFailed`), or when the session changed (a `BatchStopReason`); an ended
 * batch sends nothing more.
 */
export type CallBatchRun =
  | { readonly status: 'sending'; readonly callCount: number; readonly hashes: readonly Hash[] }
  | {
      readonly status: 'ended'
      readonly callCount: number
      readonly hashes: readonly Hash[]
      readonly reason: 'allSent' | 'callFailed' | BatchStopReason
    }

export type CallBatchEvent =
  /** The next call was handed to the node. */
  | { readonly type: 'sent'; readonly hash: Hash }
  /** The next call could not be sent, or the one before it did not succeed on chain. */
  | { readonly type: 'callFailed' }
  | { readonly type: 'stopped'; readonly reason: BatchStopReason }

/** What the host's wallet_sendCalls request is answered, once it is not `wait`. */
export type BatchAnswer = 'wait' | 'id' | 'error'

/** An approved batch of `callCount` calls, none sent yet. */
export function startCallBatch(callCount: number): CallBatchRun {
  return { status: 'sending', callCount, hashes: [] }
}

/** The batch after `event`; an ended batch stays as it ended. */
export function nextCallBatch(run: CallBatchRun, event: CallBatchEvent): CallBatchRun {
  if (run.status === 'ended') return run
  const { callCount, hashes } = run
  switch (event.type) {
    case 'sent': {
      const sent = [...hashes, event.hash]
      return sent.length === callCount
        ? { status: 'ended', callCount, hashes: sent, reason: 'allSent' }
        : { status: 'sending', callCount, hashes: sent }
    }
    case 'callFailed':
      return { status: 'ended', callCount, hashes, reason: 'callFailed' }
    case 'stopped':
      return { status: 'ended', callCount, hashes, reason: event.reason }
  }
}

/**
 * The host's answer. EIP-5792 2.0.0: the wallet "MUST NOT await for any calls to be finalized
 * to complete the batch", so `{id}` goes as soon as the first call is with the node, and the app
 * follows the rest with wallet_getCallsStatus. A first call that could not be sent is the
 * request's error (the app gets no id, nothing was sent); a batch the session stopped before its
 * first call is answered `{id}` too, and its status says nothing was sent (400).
 */
export function batchAnswerOf(run: CallBatchRun): BatchAnswer {
  if (run.hashes.length > 0) return 'id'
  if (run.status === 'sending') return 'wait'
  return run.reason === 'callFailed' ? 'error' : 'id'
}
