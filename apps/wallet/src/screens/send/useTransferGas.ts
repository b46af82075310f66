import type { GasEstimate, Transfer } from '@tessera/engine'
import { useEffect, useState } from 'react'
import { useWalletContext } from '../WalletContext.js'

export type TransferGasState =
  | { readonly status: 'loading' }
  /** The node could not estimate the transfer: SPEC §8 W-108. */
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly estimate: GasEstimate }

/** Waits this long after the last keystroke before asking the node again. */
const estimateDelayMs = 250

/** The gas of the transfer as typed (`engine.transfers.estimate`), read again when it changes. */
export function useTransferGas(transfer: Transfer): TransferGasState {
  const { transfers } = useWalletContext().engine
  const [state, setState] = useState<TransferGasState>({ status: 'loading' })
  const { chainId, asset, to, amount } = transfer
  useEffect(() => {
    let isCurrent = true
    setState({ status: 'loading' })
    const timer = setTimeout(() => {
      transfers.estimate({ chainId, asset, to, amount }).then(
        (estimate) =>
          isCurrent &&
          setState(estimate.isEstimated ? { status: 'ready', estimate } : { status: 'failed' }),
        () => isCurrent && setState({ status: 'failed' }),
      )
    }, estimateDelayMs)
    return () => {
      isCurrent = false
      clearTimeout(timer)
    }
  }, [transfers, chainId, asset, to, amount])
  return state
}
