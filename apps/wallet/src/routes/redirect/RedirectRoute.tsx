import { anyAppId } from '@tessera/protocol'
import { useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { oncePerPage } from '../../popup/oncePerPage.js'
import { completeRedirect, type RedirectOutcome } from './completeRedirect.js'

/**
 * `/:appId/redirect/` and `/global-redirect/` (SPEC §2, §4; HOST-PROTOCOL §F): the provider sends
 * the popup here; the page hands the answer to the wallet frame that started the login, waits
 * for it to finish, and tells the opener.
 */
export function RedirectRoute() {
  const { appId = anyAppId } = useParams()
  const [outcome, setOutcome] = useState<RedirectOutcome | undefined>()
  useEffect(() => {
    const url = new URL(window.location.href)
    void oncePerPage(url.href, () => completeRedirect(appId, url)).then(setOutcome)
  }, [appId])
  if (!outcome) return <p role="status">Finishing your login…</p>
  if (outcome.status === 'success')
    return <p role="status">You are logged in. You can close this window.</p>
  return <p role="alert">{outcome.error}</p>
}
