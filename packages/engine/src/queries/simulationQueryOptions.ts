import type { QueryObserverOptions } from '@tanstack/query-core'
import type { SimulationResult } from '@tessera/chains'
import type { PendingRequest } from '../requests/PendingRequest.js'
import type { WalletEngine } from '../WalletEngine.js'

/** What a transaction waiting for approval would do to the wallet's balances, as a query. */
export function simulationQueryOptions(engine: WalletEngine, pending: PendingRequest) {
  return {
    queryKey: [
      'tessera',
      'simulation',
      engine.address,
      pending.request.id,
      pending.digest,
    ] as const,
    queryFn: () => engine.approvals.simulate(pending.request.id),
  } satisfies QueryObserverOptions<SimulationResult>
}
