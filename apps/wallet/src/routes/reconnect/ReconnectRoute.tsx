import { useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { oncePerPage } from '../../popup/oncePerPage.js'
import type { RedirectOutcome } from '../redirect/completeRedirect.js'
import { resumeSession } from './resumeSession.js'

/** `/:appId/v1/reconnect/` (SPEC §2, §5): the popup a host opens to resume its session. */
export function ReconnectRoute() {
  const { appId = '' } = useParams()
  const [outcome, setOutcome] = useState<RedirectOutcome | undefined>()
  useEffect(() => {
    const url = new URL(window.location.href)
    void oncePerPage(url.href, () => resumeSession(appId, url)).then(setOutcome)
  }, [appId])
  if (!outcome) return <p role="status">Reconnecting…</p>
  if (outcome.status === 'success')
    return <p role="status">You are logged in again. You can close this window.</p>
  return <p role="alert">{outcome.error}</p>
}
