import { WalletError } from '@tessera/errors'
import { anyAppId, type LoginPageAnswer, loginPageRequestSchema } from '@tessera/protocol'
import { loginFailedText } from '../login/toLoginError.js'
import { listenToWindow } from './listenToWindow.js'
import { postToWindow } from './postToWindow.js'

/** What the frame does for the login pages: finish a social login, resume a session. */
export type LoginPagePeer = {
  readonly appId: string
  /** The page the frame lives in, or the wallet's own origin in a full page: where popups report. */
  readonly hostOrigin: () => string
  /** LOGIN_INFO is this frame's only when it started the login of `state`. */
  readonly isSocialPending: (state: string) => boolean
  readonly completeSocial: (answer: {
    readonly state: string
    readonly code: string
    readonly iss?: string
  }) => Promise<unknown>
  /** SPEC §5: resumes `sessionID`; answers the failure text, or null once logged in. */
  readonly reconnect: (sessionID: string | null) => Promise<string | null>
}

type Answer = LoginPageAnswer extends infer answer
  ? answer extends LoginPageAnswer
    ? Omit<answer, 'hostOrigin'>
    : never
  : never

/**
 * True for a popup the page around this frame opened (its opener is this frame's parent; in a
 * full page, where the parent is the page itself, a popup of this page): the only windows a login
 * page can be (HOST-PROTOCOL §F: the host opens the social, magic-link and reconnect popups).
 */
function isPopupOfHost(target: Window, source: Window): boolean {
  try {
    return source !== target && source.opener === target.parent
  } catch {
    // A window we may not inspect is none of ours.
    return false
  }
}

/**
 * The frame's side of HOST-PROTOCOL §F: a wallet login page (a popup on the wallet origin)
 * relays a social login's answer (LOGIN_INFO) or asks to resume a session (LOGIN_VERIFY). Read
 * only from the wallet's own origin AND from a popup of the host page, parsed by
 * `loginPageRequestSchema`; answers go back to the sending window with the wallet origin as
 * target. A message for another app or another login is ignored, unanswered.
 */
export function listenToLoginPages(
  peer: LoginPagePeer,
  options: { readonly walletOrigin: string; readonly target?: Window },
): () => void {
  const target = options.target ?? window
  const { walletOrigin } = options
  return listenToWindow(
    target,
    {
      isAllowedOrigin: (origin) => origin === walletOrigin,
      isAllowedSource: (source) => isPopupOfHost(target, source),
      schema: loginPageRequestSchema,
    },
    ({ message, source }) => {
      if (message.appId !== peer.appId && message.appId !== anyAppId) return
      const hostOrigin = peer.hostOrigin()
      const reply = (answer: Answer) =>
        postToWindow(source, { ...answer, hostOrigin }, walletOrigin)
      const { messageId } = message
      if (message.status === 'LOGIN_INFO') {
        if (!peer.isSocialPending(message.state)) return
        reply({ status: 'LOGIN_INFO_ACK', messageId, done: false })
        const { code, iss } = message.info
        peer
          .completeSocial({ state: message.state, code, ...(iss === undefined ? {} : { iss }) })
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
      peer
        .reconnect(message.sessionID || null)
        .then((failure) =>
          reply({ status: 'LOGIN_VERIFY_ACK', messageId, ...(failure ? { error: failure } : {}) }),
        )
        .catch(() => reply({ status: 'LOGIN_VERIFY_ACK', messageId, error: 'reconnect failed' }))
    },
  )
}
