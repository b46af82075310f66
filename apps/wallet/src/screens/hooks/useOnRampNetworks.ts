import type { OnRampNetworks } from '@tessera/engine'
import { useSyncExternalStore } from 'react'
import { useWalletContext } from '../WalletContext.js'

/** What the on-ramps serve (SPEC §2 Buy and Sell); undefined while there is no on-ramp data. */
export function useOnRampNetworks(): OnRampNetworks | undefined {
  const { onRamps } = useWalletContext().data
  return useSyncExternalStore(onRamps.subscribe, onRamps.snapshot)
}
