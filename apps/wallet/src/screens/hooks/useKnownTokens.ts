import { useQuery } from '@tanstack/react-query'
import { type KnownToken, knownTokensQueryOptions, type NetworkId } from '@tessera/engine'
import { useWalletContext } from '../WalletContext.js'

/**
 * The tokens known on a network without asking it (SPEC §3 catalogue); undefined while they
 * load, and while not `enabled` (nothing is loaded then).
 */
export function useKnownTokens(
  networkId: NetworkId,
  enabled: boolean,
): readonly KnownToken[] | undefined {
  const { engine } = useWalletContext()
  const { data } = useQuery({ ...knownTokensQueryOptions(engine, networkId), enabled })
  return enabled ? data : undefined
}
