import type { QueryObserverOptions } from '@tanstack/query-core'
import type { AssetEntry, NetworkId } from '@tessera/chains'
import { balancePollIntervalMs, balancePollStopAfterMs } from '@tessera/protocol'
import type { WalletEngine } from '../WalletEngine.js'

export type BalancesQueryParameters = {
  readonly networkId: NetworkId
  /** When polling (re)started: the screen opened, or the user pressed Refresh (ms since epoch). */
  readonly pollingSince: number
  readonly now?: () => number
}

/**
 * The home assets of a network as a query (SPEC §2): read at once, then every 10 s, polling
 * stopped 10 min after `pollingSince` (SPEC §9). Keyed by address and network, so each keeps
 * its own cache.
 */
export function balancesQueryOptions(engine: WalletEngine, parameters: BalancesQueryParameters) {
  const { networkId, pollingSince, now = Date.now } = parameters
  return {
    queryKey: ['tessera', 'balances', engine.address, networkId] as const,
    queryFn: () => engine.balances.read(networkId),
    refetchInterval: () =>
      now() + balancePollIntervalMs <= pollingSince + balancePollStopAfterMs
        ? balancePollIntervalMs
        : false,
  } satisfies QueryObserverOptions<readonly AssetEntry[]>
}
