import { useEffect, useState } from 'react'
import type { SellRequest } from '../../messaging/askSellFrame.js'
import { oncePerPage } from '../../popup/oncePerPage.js'
import { answeredOrder, prepareSell } from './prepareSell.js'
import { type SellStep, SellView } from './SellView.js'
import { sellErrorText } from './sellErrorText.js'
import { sellTexts } from './sellTexts.js'
import './Sell.css'

/** How long the frame may take to quote, sign and broadcast the transfer. */
const sendTimeoutMs = 60_000

/**
 * `/:appId/sell/transak` (SPEC §2 R-012, issue #20): the card on-ramp returns its sell tab here.
 * The page reads the order and asks the wallet frame that opened the tab to record it
 * (sell_token_init); it shows only the frame's answer, the order as recorded and where it is.
 * While Unapproved it offers Approve, which has the frame send and record the transfer (the page
 * then confirms with sell_token_tx_success or sell_token_tx_failure), or Reject
 * (sell_token_reject), each answered with the order after it.
 */
export function SellRoute() {
  const [state, setState] = useState<SellStep>({ step: 'loading' })
  useEffect(() => {
    const url = new URL(window.location.href)
    oncePerPage(url.href, () => prepareSell(url)).then(
      (sell) => setState({ step: 'order', sell, busy: false }),
      (error: unknown) => setState({ step: 'refused', error: sellErrorText(error) }),
    )
  }, [])

  const ask = (request: SellRequest, onTimeout: string, timeoutMs?: number) => {
    if (state.step !== 'order' || state.sell.order.state !== 'unapproved' || state.busy) return
    const { sell } = state
    setState({ step: 'order', sell, busy: true })
    sell.frame.ask(request, timeoutMs).then(
      (answer) => {
        try {
          const order = answeredOrder(answer)
          const { orderId, chainId, txHash } = order
          if (order.state === 'sent' && txHash)
            sell.frame.report({
              type: 'sell_token_tx_success',
              response: { orderId, txHash, chainId },
            })
          if (order.state === 'failed')
            sell.frame.report({ type: 'sell_token_tx_failure', response: { orderId, chainId } })
          const error = 'error' in answer ? answer.error : undefined
          setState({ step: 'order', sell: { ...sell, order }, busy: false, error })
        } catch (error) {
          setState({ step: 'order', sell, busy: false, error: sellErrorText(error) })
        }
      },
      () => setState({ step: 'order', sell, busy: true, error: onTimeout }),
    )
  }
  const { orderId, chainId } =
    state.step === 'order' ? state.sell.order : { orderId: '', chainId: 0 }
  return (
    <SellView
      state={state}
      onApprove={() =>
        ask({ type: 'sell_token_send', orderId }, sellTexts.stillSending, sendTimeoutMs)
      }
      onReject={() => ask({ type: 'sell_token_reject', orderId, chainId }, sellTexts.noWallet)}
    />
  )
}
