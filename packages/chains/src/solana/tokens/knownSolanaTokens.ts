import type { KnownToken } from '../../assets/KnownToken.js'
import type { NetworkConfig } from '../../networks/NetworkConfig.js'
import { solanaClusterOf } from '../networks/solanaClusters.js'
import type { SolanaContext } from '../SolanaContext.js'
import { fetchSolanaTokenList } from './fetchSolanaTokenList.js'

/**
 * The tokens the Solana token list names on the network's cluster (SPEC §7, F-007): the list of
 * every cluster, filtered by its `chainId` (101, 102, 103). Without token-list URLs, or on a
 * network that is no public cluster, none. Throws W-147 as `fetchSolanaTokenList` does.
 */
export async function knownSolanaTokens(
  context: SolanaContext,
  network: NetworkConfig,
): Promise<readonly KnownToken[]> {
  const urls = context.services.tokenListUrls ?? []
  const cluster = solanaClusterOf(network.id)
  if (urls.length === 0 || !cluster) return []
  const entries = await fetchSolanaTokenList({ urls })
  return entries
    .filter((entry) => entry.chainId === cluster.tokenListChainId)
    .map(({ chainId: _cluster, ...token }) => token)
}
