import type { Activity, ActivityDetail } from '@tessera/engine'
import { useWalletContext } from '../WalletContext.js'

/** The family's rows of an activity's details (fee, gas, compute units…), formatted in its units. */
export function useActivityDetails(): (activity: Activity) => readonly ActivityDetail[] {
  return useWalletContext().engine.activities.details
}
