import { useQuery } from '@tanstack/react-query'
import { type Activity, cancelQuoteQueryOptions, formatFee } from '@tessera/engine'
import { useState } from 'react'
import { useToast } from '../../design/Toast/ToastProvider.js'
import { useMoney } from '../hooks/useMoney.js'
import { useNetworkOf } from '../hooks/useNetworkOf.js'
import { texts } from '../texts.js'
import { useWalletContext } from '../WalletContext.js'

/**
 * Issue #20: the cancel of a Pending activity the user asked for: the replacement's fee (asked
 * once the sheet opens), and `confirm`, which sends it at most once at a time and calls `onSent`;
 * a failure gives the SPEC §8 send text (a transaction mined meanwhile says so).
 */
export function useCancelActivity(activity: Activity, onSent: () => void) {
  const { engine } = useWalletContext()
  const network = useNetworkOf(activity.networkId)
  const money = useMoney(activity.networkId)
  const showToast = useToast()
  const quote = useQuery(cancelQuoteQueryOptions(engine, activity))
  const [isSending, setIsSending] = useState(false)
  const [sendError, setSendError] = useState<string>()
  const coin = network.nativeCurrency
  const fee =
    quote.data &&
    money(
      { value: quote.data.maxFee, decimals: coin.decimals, symbol: coin.symbol },
      formatFee(quote.data.maxFee, coin.decimals),
    )
  const confirm = () => {
    if (!quote.data || isSending) return
    setIsSending(true)
    setSendError(undefined)
    engine.activities.cancel(quote.data).then(
      () => {
        showToast({ tone: 'success', message: texts.activity.cancelSent })
        onSent()
      },
      (failure: unknown) => {
        setIsSending(false)
        setSendError(engine.transfers.failureMessage(failure))
      },
    )
  }
  const error =
    sendError ?? (quote.isError ? engine.transfers.failureMessage(quote.error) : undefined)
  return { symbol: coin.symbol, fee, error, isSending, confirm }
}
