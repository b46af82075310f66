import { useEffect, useState } from 'react'
import { Navigate, useParams } from 'react-router'
import { useFrameState, useWalletFrame } from '../../frame/useWalletFrame.js'
import { walletRuntime } from '../../frame/walletRuntime.js'
import { loggedInPath } from '../loggedInPath.js'

/**
 * `/:appId/v2/login` (also `/:appId/v2/init/` and `/:appId/init/`): the frame a host embeds. No
 * UI of its own (SPEC §2): it boots the wallet core, handshakes with the host, and moves to the
 * logged-in shell once someone logs in.
 */
export function LoginFrameRoute() {
  const { appId = '' } = useParams()
  const [failed, setFailed] = useState(false)
  const frame = useWalletFrame()
  const state = useFrameState(frame)
  const isFramed = window.parent !== window

  useEffect(() => {
    if (!isFramed) return
    walletRuntime.start(appId, { framed: true }).catch(() => setFailed(true))
  }, [appId, isFramed])

  if (state.status === 'loggedIn') return <Navigate to={loggedInPath} replace />
  if (!isFramed) return <p role="status">This page is opened by your app; open the app instead.</p>
  if (failed) return <p role="alert">The wallet could not start. Reload the app to try again.</p>
  return null
}
