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
  /** Finishes the social login of `state`; `hasMfa` when its key needed the MFA step (#16). */
  readonly completeSocial: (answer: {
    readonly state: string
    readonly code: string
    readonly iss?: string
  }) => Promise<{ readonly hasMfa?: boolean | undefined }>
  /**
   * LOGIN_PWDL_INQ: when the magic-link login of credential session `sessionId` waits for its
   * link, the link's expiry (ms since 1970); null when no such login waits.
   */
  readonly linkExpiry: (sessionId: string) => number | null
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

/** SPEC §7 LOGIN_INIT_ACK and LOGIN_PWDL_INQ_RES texts when nothing waits (issue #20). */
export const noSocialLoginText = 'No login in progress'
export const noLinkLoginText = 'No magic-link login waiting'

/**
 * The frame's side of HOST-PROTOCOL §F: a wallet login page (a popup on the wallet origin) asks
 * whether its social login is pending (LOGIN_INIT), relays that login's answer (LOGIN_INFO), asks
 * whether a magic-link login still waits (LOGIN_PWDL_INQ) or asks to resume a session
 * (LOGIN_VERIFY). A relayed login of an MFA wallet reports its MFA step (MFA_SETUP_ACK) before
 * its end. Read only from the wallet's own origin AND from a popup of the host page, parsed
 * by `loginPageRequestSchema`; answers go back to the sending window with the wallet origin as
 * target. A message for another app is ignored, unanswered; so are LOGIN_INFO for another login
 * and the LOGIN_INIT of `/global-redirect/` (app id `*`) for another login, which another frame
 * may own. Every other question is answered, failures included.
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
      if (message.status === 'LOGIN_INIT') {
        const { state } = message
        const pending = peer.isSocialPending(state)
        if (!pending && message.appId === anyAppId) return
        reply({
          status: 'LOGIN_INIT_ACK',
          messageId,
          state,
          pending,
          ...(pending ? {} : { error: noSocialLoginText }),
        })
        return
      }
      if (message.status === 'LOGIN_PWDL_INQ') {
        const { sessionID } = message
        const sessionExpiry = peer.linkExpiry(sessionID)
        reply({
          status: 'LOGIN_PWDL_INQ_RES',
          messageId,
          sessionID,
          ...(sessionExpiry === null
            ? { pending: false, error: noLinkLoginText }
            : { pending: true, sessionExpiry }),
        })
        return
      }
      if (message.status === 'LOGIN_INFO') {
        if (!peer.isSocialPending(message.state)) return
        reply({ status: 'LOGIN_INFO_ACK', messageId, done: false })
        const { code, iss } = message.info
        peer
          .completeSocial({ state: message.state, code, ...(iss === undefined ? {} : { iss }) })
          .then(({ hasMfa }) => {
            // SPEC §4 S-044, §7 I-017: the MFA step of the login is reported before its end.
            if (hasMfa) reply({ status: 'MFA_SETUP_ACK', messageId })
            reply({ status: 'LOGIN_INFO_ACK', messageId, done: true })
          })
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
