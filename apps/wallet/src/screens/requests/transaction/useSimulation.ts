import { useQuery } from '@tanstack/react-query'
import { type PendingRequest, simulationQueryOptions } from '@tessera/engine'
import { useWalletContext } from '../../WalletContext.js'
import type { PredictedEffectState } from './PredictedEffect.js'

/** Simulates a pending transaction once per request; 'unavailable' when that fails. */
export function useSimulation(pending: PendingRequest): PredictedEffectState {
  const { engine } = useWalletContext()
  const { data, error } = useQuery(simulationQueryOptions(engine, pending))
  if (data) return data
  return error ? { status: 'unavailable', reason: String(error) } : { status: 'loading' }
}
