import { useSyncExternalStore } from 'react'
import { Navigate, useParams } from 'react-router'
import { useFrameState, useWalletFrame } from '../../frame/useWalletFrame.js'
import { recoveryPromptOf } from '../../mfa/recoveryPromptOf.js'
import { loggedInPath } from '../loggedInPath.js'
import { MfaRestorePanel } from './MfaRestorePanel.js'

/**
 * `/:appId/mfa/restore` (SPEC §2, full page): the PIN or answers for a login of this page's wallet core that
 * waits for it (the login frame shows the same panel in place). Nothing waits: a status line.
 */
export function MfaRestoreRoute() {
  const { appId = '' } = useParams()
  const frame = useWalletFrame()
  const state = useFrameState(frame)
  const prompt = recoveryPromptOf(appId)
  const restoring = useSyncExternalStore(prompt.subscribe, prompt.current)
  if (state.status === 'loggedIn') return <Navigate to={loggedInPath} replace />
  if (!restoring) return <p role="status">Nothing to restore: log in from your app first.</p>
  return (
    <MfaRestorePanel
      key={restoring.attempt}
      params={restoring.params}
      error={restoring.error}
      theme={frame?.theme() ?? 'light'}
      onSubmit={prompt.answer}
      onCancel={() => prompt.answer(undefined)}
    />
  )
}
