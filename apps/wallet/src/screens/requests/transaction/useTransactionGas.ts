import type { GasEstimate, PendingRequest } from '@tessera/engine'
import { useEffect, useState } from 'react'
import { useWalletContext } from '../../WalletContext.js'

export type TransactionGasState =
  | { readonly status: 'loading' }
  /** No estimate: the engine signs with the request's own or its default gas. */
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly estimate: GasEstimate; readonly isSponsored: boolean }

/** The gas estimate of a pending transaction, read once per request. */
export function useTransactionGas(pending: PendingRequest): TransactionGasState {
  const { estimateGas } = useWalletContext().data
  const [state, setState] = useState<TransactionGasState>({ status: 'loading' })
  useEffect(() => {
    let isCurrent = true
    setState({ status: 'loading' })
    estimateGas(pending).then(
      (gas) => isCurrent && setState({ status: 'ready', ...gas }),
      () => isCurrent && setState({ status: 'failed' }),
    )
    return () => {
      isCurrent = false
    }
  }, [estimateGas, pending])
  return state
}
