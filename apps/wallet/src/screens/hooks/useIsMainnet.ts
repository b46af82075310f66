import type { NetworkId } from '@tessera/engine'
import { useWalletContext } from '../WalletContext.js'

/** True on a production network (SPEC §1: else the testing-only banner; §9: no fiat). */
export function useIsMainnet(networkId: NetworkId): boolean {
  return useWalletContext().engine.networks.isMainnet(networkId)
}
