import { openerRequestTimeoutMs } from '@tessera/protocol'
import { type LoginPageMessage, parseLoginPageMessage } from './loginPageMessages.js'
import { postToOpenerFrames } from './postToOpenerFrames.js'

type Answer = Extract<LoginPageMessage, { status: 'LOGIN_INFO_ACK' | 'LOGIN_VERIFY_ACK' }>

/**
 * Sends `message` to the wallet frame inside the opener and resolves with each answer the frame
 * sends back for its `messageId` (`onAnswer` returns true to stop listening). Rejects when no
 * answer arrives within 5 s (SPEC §9 opener request timeout) or there is no opener.
 */
export function askOpenerFrame(
  message: Extract<LoginPageMessage, { status: 'LOGIN_INFO' | 'LOGIN_VERIFY' }>,
  walletOrigin: string,
  onAnswer: (answer: Answer) => boolean,
  options: { readonly timeoutMs?: number; readonly doneTimeoutMs?: number } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    // SPEC §8 'Other texts': the opener request that gets no answer.
    let timer = setTimeout(
      () => finish(new Error('request timed out')),
      options.timeoutMs ?? openerRequestTimeoutMs,
    )
    const finish = (error?: Error) => {
      clearTimeout(timer)
      window.removeEventListener('message', onMessage)
      if (error) reject(error)
      else resolve()
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== walletOrigin) return
      const answer = parseLoginPageMessage(event.data)
      if (!answer || answer.messageId !== message.messageId) return
      if (answer.status !== 'LOGIN_INFO_ACK' && answer.status !== 'LOGIN_VERIFY_ACK') return
      clearTimeout(timer)
      if (onAnswer(answer)) return finish()
      // Contact made; the frame answers again when it is done.
      timer = setTimeout(
        () => finish(new Error('the wallet frame did not finish')),
        options.doneTimeoutMs ?? 60_000,
      )
    }
    window.addEventListener('message', onMessage)
    if (!postToOpenerFrames(message, walletOrigin)) finish(new Error('no opener'))
  })
}
