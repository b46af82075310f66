import type { NetworkConfig } from '@tessera/engine'
import { ownNetworkCurrencySymbol } from '@tessera/protocol'

/** SPEC §9: the product's own network is the one whose native currency is shown as XAR. */
export function isOwnNetwork(network: NetworkConfig): boolean {
  return network.nativeCurrency.symbol === ownNetworkCurrencySymbol
}
