import type { QueryObserverOptions } from '@tanstack/query-core'
import type { Activity, CancelQuote } from '@tessera/chains'
import type { WalletEngine } from '../WalletEngine.js'

/**
 * Issue #20: the replacement cancelling a Pending activity and what it can cost, as a query for
 * the confirmation. Never kept: fees move, so each confirmation asks the network again.
 */
export function cancelQuoteQueryOptions(engine: WalletEngine, activity: Activity) {
  return {
    queryKey: ['tessera', 'cancelQuote', engine.address, activity.networkId, activity.txHash],
    queryFn: () => engine.activities.quoteCancel(activity),
    gcTime: 0,
  } satisfies QueryObserverOptions<CancelQuote>
}
