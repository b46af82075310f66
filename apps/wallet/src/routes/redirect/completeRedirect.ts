import { WalletError } from '@tessera/errors'
import { loginFailedText } from '../../login/toLoginError.js'
import { askOpenerFrame } from '../../messaging/askOpenerFrame.js'
import { reportToOpener } from '../../messaging/reportToOpener.js'

export type RedirectOutcome = { status: 'success' } | { status: 'error'; error: string }

/**
 * The redirect page's work (SPEC §4 login flow, HOST-PROTOCOL §F): relay the provider's `code`
 * and `state` to the opener's wallet frame (LOGIN_INFO), wait for its ACK (5 s, else W-138) and
 * its result, then report `{status}` to the opener. A provider error or a failed login reports
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
  try {
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
