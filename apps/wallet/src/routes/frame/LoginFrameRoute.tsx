import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { Navigate, useParams } from 'react-router'
import type { WalletFrame } from '../../frame/createWalletFrame.js'
import { useFrameState, useWalletFrame } from '../../frame/useWalletFrame.js'
import { walletRuntime } from '../../frame/walletRuntime.js'
import type { LinkWait } from '../../login/createLinkWaitStore.js'
import { recoveryPromptOf } from '../../mfa/recoveryPromptOf.js'
import { iframeStyleFor } from '../../screens/shell/iframeStyleFor.js'
import { useIsMobile } from '../../screens/shell/useIsMobile.js'
import { loggedInPath } from '../loggedInPath.js'

const LinkWaitPanel = lazy(async () => ({
  default: (await import('./LinkWaitPanel.js')).LinkWaitPanel,
}))
const MfaRestorePanel = lazy(async () => ({
  default: (await import('../mfa/MfaRestorePanel.js')).MfaRestorePanel,
}))

const noFrame = () => () => {}
const nothingWaits = () => null

/** The frame's magic-link login waiting for its link, or null. */
function useWaitingLink(frame: WalletFrame | null): LinkWait | null {
  return useSyncExternalStore(
    frame?.logins.waitingLink.subscribe ?? noFrame,
    frame?.logins.waitingLink.current ?? nothingWaits,
  )
}

/**
 * `/:appId/v2/login` (also `/:appId/v2/init/` and `/:appId/init/`): the frame a host embeds. No
 * UI of its own (SPEC §2) except while a magic-link login waits: then it shows the code the link
 * page asks for (issue 15 finding 4), in an embedded frame sized like a compact approval. It
 * boots the wallet core, handshakes with the host, and moves to the logged-in shell once someone
 * logs in.
 */
export function LoginFrameRoute() {
  const { appId = '' } = useParams()
  const [failed, setFailed] = useState(false)
  const frame = useWalletFrame()
  const state = useFrameState(frame)
  const waiting = useWaitingLink(frame)
  // MFA (issue #16): a login of an MFA wallet on a device without its factor waits for the secret.
  const prompt = recoveryPromptOf(appId)
  const restoring = useSyncExternalStore(prompt.subscribe, prompt.current)
  const isMobile = useIsMobile()
  const isShown = useRef(false)
  const isFramed = window.parent !== window

  useEffect(() => {
    if (!isFramed) return
    walletRuntime.start(appId, { framed: true }).catch(() => setFailed(true))
  }, [appId, isFramed])

  useEffect(() => {
    if (frame?.presentation !== 'embedded' || state.status === 'loggedIn') return
    const shows = waiting !== null || restoring !== null
    if (!shows && !isShown.current) return
    isShown.current = shows
    frame.setIframeStyle(
      iframeStyleFor({
        view: shows ? 'compact' : 'hidden',
        isMobile,
        isMainnet: true,
        isTransaction: false,
        position: frame.hostInfo().walletPosition,
      }),
    )
  }, [frame, waiting, restoring, state.status, isMobile])

  if (state.status === 'loggedIn') return <Navigate to={loggedInPath} replace />
  if (!isFramed) return <p role="status">This page is opened by your app; open the app instead.</p>
  if (failed) return <p role="alert">The wallet could not start. Reload the app to try again.</p>
  if (!frame || !(waiting || restoring)) return null
  if (restoring)
    return (
      <Suspense fallback={null}>
        <MfaRestorePanel
          key={restoring.attempt}
          params={restoring.params}
          error={restoring.error}
          theme={frame.theme()}
          onSubmit={prompt.answer}
          onCancel={() => prompt.answer(undefined)}
        />
      </Suspense>
    )
  if (!waiting) return null
  return (
    <Suspense fallback={null}>
      <LinkWaitPanel
        email={waiting.email}
        confirmCode={waiting.confirmCode}
        theme={frame.theme()}
        onCancel={() => frame.logins.cancelPending()}
      />
    </Suspense>
  )
}
