import type { NetworkId } from '../../networks/NetworkId.js'
import type { EvmContext } from '../EvmContext.js'
import type { BatchStopReason } from './callBatchRun.js'

/** What a running batch asks of its session: whether it must stop, and a signal when it must. */
export type BatchStopWatch = {
  /**
   * Why the batch must stop, read again now (a revoke in another tab of the wallet is seen only
   * here), or null while it may go on. Once a reason was seen it stays.
   */
  check(): BatchStopReason | null
  /** Aborted, with the reason, as soon as a change here stops the batch. */
  readonly signal: AbortSignal
  /** Removes every listener; the batch has ended. */
  end(): void
}

/**
 * EIP-5792 (issue #17): a batch approved on `networkId` stops at logout, when the app's
 * connection is revoked (EIP-2255), or when the selected network is no longer the approved one
 * (even if it comes back).
 */
export function watchBatchStop(context: EvmContext, networkId: NetworkId): BatchStopWatch {
  const stop = new AbortController()
  const reasonNow = (): BatchStopReason | null => {
    if (context.session.aborted) return 'logout'
    if (context.connection.connectedAt() === null) return 'revoked'
    if (context.networks.selected().id !== networkId) return 'networkChanged'
    return null
  }
  const check = () => {
    if (!stop.signal.aborted) {
      const reason = reasonNow()
      if (reason) stop.abort(reason)
    }
    return stop.signal.aborted ? (stop.signal.reason as BatchStopReason) : null
  }
  const onChange = () => {
    check()
  }
  const unsubscribes = [
    context.networks.subscribe(onChange),
    context.connection.subscribe(onChange),
  ]
  context.session.addEventListener('abort', onChange)
  return {
    check,
    signal: stop.signal,
    end: () => {
      for (const unsubscribe of unsubscribes) unsubscribe()
      context.session.removeEventListener('abort', onChange)
    },
  }
}
