import { WalletError } from '@tessera/errors'
import { loginFailedText } from '../../login/toLoginError.js'
import { askOpenerFrame } from '../../messaging/askOpenerFrame.js'
import { reportToOpener } from '../../messaging/reportToOpener.js'

/** The frame that started the login answered that it no longer waits for it (LOGIN_INIT_ACK). */
export const loginNotWaitingText =
  'This login no longer waits in the app: it was cancelled or has ended. Start it again there.'

export type RedirectOutcome = { status: 'success' } | { status: 'error'; error: string }

/**
 * The redirect page's work (SPEC §4 login flow, §7, HOST-PROTOCOL §F): ask the opener's wallet
 * frame whether it still waits for the login of `state` (LOGIN_INIT; an answer within 5 s, else
 * W-138; a frame that no longer waits ends it with `loginNotWaitingText`), relay the provider's
 * `code` to it (LOGIN_INFO), wait for its ACK and its result, then report `{status}` to the
 * opener. A provider error or a failed login reports
 * 'Could not login, please try again' (SPEC §8).
 */
export async function completeRedirect(appId: string, url: URL): Promise<RedirectOutcome> {
  const walletOrigin = url.origin
  const code = url.searchParams.get('code')
  const state = url.searchParams.get('state')
  const iss = url.searchParams.get('iss')
  if (!code || !state) return { status: 'error', error: loginFailedText }
  let hostOrigin: string | undefined
  let failure: string | undefined
  let isPending = false
  try {
    await askOpenerFrame(
      { status: 'LOGIN_INIT', messageId: crypto.randomUUID(), appId, state },
      walletOrigin,
      (answer) => {
        hostOrigin ??= answer.hostOrigin
        if (answer.status === 'LOGIN_INIT_ACK') isPending = answer.pending
        return true
      },
    )
    if (!isPending) {
      if (hostOrigin) reportToOpener({ status: 'error', error: loginFailedText }, hostOrigin)
      return { status: 'error', error: loginNotWaitingText }
    }
    await askOpenerFrame(
      {
        status: 'LOGIN_INFO',
        messageId: crypto.randomUUID(),
        appId,
        state,
        info: { code, ...(iss ? { iss } : {}) },
      },
      walletOrigin,
      (answer) => {
        hostOrigin ??= answer.hostOrigin
        if (answer.status !== 'LOGIN_INFO_ACK' || !answer.done) return false
        failure = answer.error
        return true
      },
    )
  } catch {
    return { status: 'error', error: new WalletError('W-138').shortMessage }
  }
  const outcome: RedirectOutcome = failure
    ? { status: 'error', error: loginFailedText }
    : { status: 'success' }
  if (hostOrigin) reportToOpener(outcome, hostOrigin)
  return failure ? { status: 'error', error: failure } : outcome
}
