import { WalletError } from '@tessera/errors'
import { loginFailedText } from '../login/toLoginError.js'
import { type LoginPageMessage, parseLoginPageMessage } from '../popup/loginPageMessages.js'
import type { WalletFrame } from './createWalletFrame.js'

/** `/global-redirect/` knows no app id: the frame whose login `state` it is takes it. */
export const anyApp = '*'

/**
 * The frame's side of HOST-PROTOCOL §F: a wallet login page (a popup on the wallet origin)
 * relays a social login's answer (LOGIN_INFO) or asks to resume a session (LOGIN_VERIFY).
 * Only messages from the wallet's own origin are read; answers go back to the sending window
 * with the wallet origin as target. A message for another app or another login is ignored.
 */
export function listenToLoginPages(frame: WalletFrame, walletOrigin: string): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== walletOrigin || !event.source) return
    const message = parseLoginPageMessage(event.data)
    if (!message || !('appId' in message)) return
    if (message.appId !== frame.appId && message.appId !== anyApp) return
    const source = event.source as Window
    const hostOrigin = frame.hostOrigin()
    const reply = (answer: LoginPageMessage) =>
      source.postMessage({ ...answer, hostOrigin }, walletOrigin)
    const { messageId } = message
    if (message.status === 'LOGIN_INFO') {
      if (!frame.logins.isSocialPending(message.state)) return
      reply({ status: 'LOGIN_INFO_ACK', messageId, done: false })
      frame.logins
        .completeSocial({ state: message.state, ...message.info })
        .then(() => reply({ status: 'LOGIN_INFO_ACK', messageId, done: true }))
        .catch((error: unknown) =>
          reply({
            status: 'LOGIN_INFO_ACK',
            messageId,
            done: true,
            error: error instanceof WalletError ? error.shortMessage : loginFailedText,
          }),
        )
      return
    }
    if (message.status === 'LOGIN_VERIFY') {
      frame
        .reconnect(message.sessionID)
        .then((failure) =>
          reply({ status: 'LOGIN_VERIFY_ACK', messageId, ...(failure ? { error: failure } : {}) }),
        )
        .catch(() => reply({ status: 'LOGIN_VERIFY_ACK', messageId, error: 'reconnect failed' }))
    }
  }
  window.addEventListener('message', onMessage)
  return () => window.removeEventListener('message', onMessage)
}
