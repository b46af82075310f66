import { useQuery } from '@tanstack/react-query'
import { type FeeQuote, type PendingRequest, requestFeeQueryOptions } from '@tessera/engine'
import { useWalletContext } from '../../WalletContext.js'

export type RequestFeeState =
  | { readonly status: 'loading' }
  /** No quote: the engine signs with the request's own or its default fee. */
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly quote: FeeQuote }

/**
 * The fee of a pending transaction, with the panel's options, read once per request; not read
 * while `isEnabled` is false (a request without such a fee).
 */
export function useRequestFee(pending: PendingRequest, isEnabled = true): RequestFeeState {
  const { engine } = useWalletContext()
  const { data, isError } = useQuery({
    ...requestFeeQueryOptions(engine, pending),
    enabled: isEnabled,
  })
  if (data) return { status: 'ready', quote: data }
  return isError ? { status: 'failed' } : { status: 'loading' }
}
