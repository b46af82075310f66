import type { FeeChoice, Transfer } from '@tessera/engine'
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useToast } from '../../design/Toast/ToastProvider.js'
import { texts } from '../texts.js'
import { useWalletContext } from '../WalletContext.js'

/**
 * Sends a reviewed transfer through `engine.transfers.send` at most once at a time: 'token sent
 * successfully' (SPEC §8), `afterSent` and the path `then` on success, the SPEC §8 failure text to `onFailure`.
 */
export function useSendOnce(onFailure: (message: string | undefined) => void) {
  const { engine } = useWalletContext()
  const navigate = useNavigate()
  const showToast = useToast()
  const [isSending, setIsSending] = useState(false)
  const isSendingNow = useRef(false)
  const send = (
    parameters: { readonly transfer: Transfer; readonly fee: FeeChoice },
    then: string,
    afterSent?: () => void,
  ) => {
    if (isSendingNow.current) return
    isSendingNow.current = true
    setIsSending(true)
    onFailure(undefined)
    engine.transfers.send(parameters).then(
      () => {
        showToast({ tone: 'success', message: texts.send.sent })
        afterSent?.()
        navigate(then)
      },
      (failure: unknown) => {
        isSendingNow.current = false
        setIsSending(false)
        onFailure(engine.transfers.failureMessage(failure))
      },
    )
  }
  return { isSending, send }
}
