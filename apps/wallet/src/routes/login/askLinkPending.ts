import { askOpenerFrame } from '../../messaging/askOpenerFrame.js'

/**
 * LOGIN_PWDL_INQ (SPEC §7, issue #20): asks the wallet frame of `appId` in the page that opened
 * this magic-link page whether the login of credential session `sessionId` still waits for its
 * link. Answers the frame's word (LOGIN_PWDL_INQ_RES `pending`), or null when nobody can tell: the
 * page has no opener (the link was opened from the mail) or no frame answered within 5 s.
 */
export async function askLinkPending(
  appId: string,
  sessionId: string,
  walletOrigin: string,
): Promise<boolean | null> {
  let pending: boolean | null = null
  await askOpenerFrame(
    { status: 'LOGIN_PWDL_INQ', messageId: crypto.randomUUID(), appId, sessionID: sessionId },
    walletOrigin,
    (answer) => {
      if (answer.status === 'LOGIN_PWDL_INQ_RES') pending = answer.pending
      return true
    },
  ).catch(() => undefined)
  return pending
}
