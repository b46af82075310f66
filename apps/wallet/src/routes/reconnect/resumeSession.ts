import { WalletError } from '@tessera/errors'
import { askOpenerFrame } from '../../messaging/askOpenerFrame.js'
import { reportToOpener } from '../../messaging/reportToOpener.js'
import type { RedirectOutcome } from '../redirect/completeRedirect.js'

/**
 * The reconnect popup's work (SPEC §5; HOST-PROTOCOL §F): asks the opener's wallet frame of
 * `appId` to resume `?sessionID=` (LOGIN_VERIFY), then reports `{status}` to the opener. The frame
 * checks the session against its own storage and answers one of the three SPEC §5 texts on failure.
 */
export async function resumeSession(appId: string, url: URL): Promise<RedirectOutcome> {
  let hostOrigin: string | undefined
  let failure: string | undefined
  try {
    await askOpenerFrame(
      {
        status: 'LOGIN_VERIFY',
        messageId: crypto.randomUUID(),
        appId,
        sessionID: url.searchParams.get('sessionID'),
      },
      url.origin,
      (answer) => {
        hostOrigin = answer.hostOrigin
        if (answer.status === 'LOGIN_VERIFY_ACK') failure = answer.error
        return true
      },
    )
  } catch {
    return { status: 'error', error: new WalletError('W-138').shortMessage }
  }
  const outcome: RedirectOutcome = failure
    ? { status: 'error', error: failure }
    : { status: 'success' }
  if (hostOrigin) reportToOpener(outcome, hostOrigin)
  return outcome
}
