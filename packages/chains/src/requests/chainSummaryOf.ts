import type { NetworkConfig } from '../networks/NetworkConfig.js'
import type { ChainSummary } from './ChainSummary.js'

/** A network as an approval screen names it. */
export function chainSummaryOf(network: NetworkConfig): ChainSummary {
  return { networkId: network.id, chainName: network.chainName }
}
