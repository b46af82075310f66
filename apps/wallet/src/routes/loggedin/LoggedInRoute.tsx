import { lazy, Suspense } from 'react'
import { Navigate } from 'react-router'
import { useFrameState, useWalletFrame } from '../../frame/useWalletFrame.js'
import { loggedOutPath } from '../loggedInPath.js'

// The screens and the engine's data modules load after login, never with the login frame.
const LoggedInScreens = lazy(() =>
  import('./LoggedInScreens.js').then((module) => ({ default: module.LoggedInScreens })),
)

/**
 * `/loggedin/*` (SPEC §2): the logged-in shell of the page's wallet core. Logging out (here, by
 * the host, or in another tab) leads to `/{appId}/v2/login?logout=1` (SPEC §4).
 */
export function LoggedInRoute() {
  const frame = useWalletFrame()
  const state = useFrameState(frame)
  if (!frame) return <p role="status">Open the wallet from your app.</p>
  if (state.status !== 'loggedIn') return <Navigate to={loggedOutPath(frame.appId)} replace />
  // SPEC §6: NoUI approves nothing and shows nothing.
  if (state.appMode === 'noUI') return null
  return (
    <Suspense fallback={null}>
      <LoggedInScreens frame={frame} state={{ ...state, appMode: state.appMode }} />
    </Suspense>
  )
}
