import type { QueryObserverOptions } from '@tanstack/query-core'
import type { KnownToken, NetworkId } from '@tessera/chains'
import type { WalletEngine } from '../WalletEngine.js'

/** The tokens known on a network without asking it (SPEC §3 catalogue), as a query: loaded once. */
export function knownTokensQueryOptions(engine: WalletEngine, networkId: NetworkId) {
  return {
    queryKey: ['tessera', 'knownTokens', networkId] as const,
    queryFn: () => engine.tokens.known(networkId),
    staleTime: Number.POSITIVE_INFINITY,
  } satisfies QueryObserverOptions<readonly KnownToken[]>
}
