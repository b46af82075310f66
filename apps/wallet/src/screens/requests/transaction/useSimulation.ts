import type { PendingRequest } from '@tessera/engine'
import { useEffect, useState } from 'react'
import { useWalletContext } from '../../WalletContext.js'
import type { PredictedEffectState } from './PredictedEffect.js'

/** Simulates a pending transaction once per request; 'unavailable' when that fails. */
export function useSimulation(pending: PendingRequest): PredictedEffectState {
  const { simulate } = useWalletContext().data
  const [state, setState] = useState<PredictedEffectState>({ status: 'loading' })
  useEffect(() => {
    let isCurrent = true
    setState({ status: 'loading' })
    simulate(pending).then(
      (result) => isCurrent && setState(result),
      (error: unknown) => isCurrent && setState({ status: 'unavailable', reason: String(error) }),
    )
    return () => {
      isCurrent = false
    }
  }, [simulate, pending])
  return state
}
