import { useQuery } from '@tanstack/react-query'
import { type FeeQuote, type Transfer, transferFeeQueryOptions } from '@tessera/engine'
import { useEffect, useState } from 'react'
import { useWalletContext } from '../WalletContext.js'

export type TransferFeeState =
  | { readonly status: 'loading' }
  /** The node could not estimate the transfer: SPEC §8 W-108. */
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly quote: FeeQuote }

/** Waits this long after the last keystroke before asking the node again. */
const estimateDelayMs = 250

/** The fee of the transfer as typed, asked again (after a pause in typing) when it changes. */
export function useTransferFee(transfer: Transfer): TransferFeeState {
  const { engine } = useWalletContext()
  const options = transferFeeQueryOptions(engine, transfer)
  const key = JSON.stringify(options.queryKey)
  const settledKey = useSettled(key, estimateDelayMs)
  const { data, isError } = useQuery({ ...options, enabled: settledKey === key })
  if (settledKey !== key) return { status: 'loading' }
  if (isError || (data && !data.isEstimated)) return { status: 'failed' }
  return data ? { status: 'ready', quote: data } : { status: 'loading' }
}

/** `value`, once it has not changed for `delayMs`. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
