import type { QueryObserverOptions } from '@tanstack/query-core'
import type { FeeQuote } from '@tessera/chains'
import type { PendingRequest } from '../requests/PendingRequest.js'
import type { WalletEngine } from '../WalletEngine.js'

/** The fee of a transaction waiting for approval, as a query (SPEC §2 gas panel). */
export function requestFeeQueryOptions(engine: WalletEngine, pending: PendingRequest) {
  return {
    queryKey: [
      'tessera',
      'requestFee',
      engine.address,
      pending.request.id,
      pending.digest,
    ] as const,
    queryFn: () => engine.approvals.quoteFee(pending.request.id),
  } satisfies QueryObserverOptions<FeeQuote>
}
